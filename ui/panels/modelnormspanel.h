#pragma once

#include "panels/chapterpanel.h"

QT_BEGIN_NAMESPACE
class QLabel;
class QTableWidget;
QT_END_NAMESPACE

namespace nk::ui {

class TransformerBlockDiagram;

// Chapter 8 (where it is used): the drawn transformer block, pre-norm beside post-norm, and the
// table of models with the norm each uses, where it sits and the source of each row
// (ModelNormTable).
class ModelNormsPanel : public ChapterPanel
{
    Q_OBJECT

public:
    static constexpr const char *kName = "model-norms";
    enum class Page { PreNorm, PostNorm, Models };

    explicit ModelNormsPanel(LessonController *controller, QWidget *parent = nullptr);

    void showStep(int chapter, int step) override;
    void setLanguage(const QString &lang) override;
    void setZoom(qreal zoom) override;

    Page page() const { return m_page; }
    TransformerBlockDiagram *diagram() const { return m_diagram; }
    QTableWidget *table() const { return m_table; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void refresh();
    void fillTable();

    Page m_page = Page::PreNorm;
    QLabel *m_heading = nullptr;
    TransformerBlockDiagram *m_diagram = nullptr;
    QTableWidget *m_table = nullptr;
    QLabel *m_note = nullptr;
};

} // namespace nk::ui
