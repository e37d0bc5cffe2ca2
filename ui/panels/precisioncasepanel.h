#pragma once

#include "analysis/stabilitycases.h"
#include "panels/chapterpanel.h"

#include <QStringList>

#include <optional>

class QGridLayout;
class QLabel;
class QPushButton;

namespace nk::ui {

class BarChart;
class PagedScrollArea;

// Chapter 5's low-precision cases ("precision-case"): the step's nk::StabilityCase computed side
// by side (the setting that breaks first, then what fixes it), with the statistic the case is
// about, both outputs, the warnings, and each row's error against fp64 in a chart. Stepping
// never changes the lesson: the class's vector stays until the teacher presses "Load this
// case", which applies the case's input and settings as one undoable edit.
class PrecisionCasePanel : public ChapterPanel
{
    Q_OBJECT

public:
    static constexpr const char *kName = "precision-case";

    explicit PrecisionCasePanel(LessonController *controller, QWidget *parent = nullptr);

    void showStep(int chapter, int step) override;
    void setLanguage(const QString &lang) override;
    void setZoom(qreal zoom) override;
    QList<Question> questions() const override;
    void setAnswersHidden(bool hidden) override;
    void setPresenting(bool presenting) override;

    const nk::StabilityCase *currentCase() const { return m_case ? &*m_case : nullptr; }
    // The table as displayed: header first, then one row per case row.
    QList<QStringList> tableRows() const;
    QPushButton *loadButton() const { return m_load; }
    QLabel *loadHint() const { return m_loadHint; }
    BarChart *chart() const { return m_chart; }
    // The row's setting in words, naming only what differs between the case's rows.
    static QString rowLabel(const nk::StabilityCase &c, int row);
    static QString statisticName(nk::CaseStatistic s);

    // The panel takes the height Execute gives it (see LayerStackPanel).
    bool hasHeightForWidth() const override { return false; }

protected:
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void refresh();
    void fitChart();
    void applyFonts();
    void loadCase();

    std::optional<nk::StabilityCase> m_case;
    PagedScrollArea *m_scroll = nullptr;
    QLabel *m_input = nullptr;
    QGridLayout *m_table = nullptr;
    QList<QList<QLabel *>> m_cells;
    QPushButton *m_load = nullptr;
    QLabel *m_loadHint = nullptr;
    BarChart *m_chart = nullptr;
};

} // namespace nk::ui
