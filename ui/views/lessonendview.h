#pragma once

#include <QString>
#include <QStringList>
#include <QWidget>

QT_BEGIN_NAMESPACE
class QLabel;
QT_END_NAMESPACE

namespace nk::ui {

class LessonController;
class PagedScrollArea;

// The end of the lesson (Next on the last chapter's Finish): which chapters it covered, one
// takeaway of each, filled with this vector's numbers (the chapter words' first takeaway,
// Narration), and what the next press does. Shown in Finish mode while the controller is at
// the lesson's end.
class LessonEndView : public QWidget
{
    Q_OBJECT

public:
    explicit LessonEndView(LessonController *controller, QWidget *parent = nullptr);

    void setLanguage(const QString &lang); // "en" or "zh": the chapters' words
    void setZoom(qreal zoom);              // scales every font (projector)
    // In presentation mode the hint names Esc too.
    void setPresentation(bool on);
    // What scrolls: presenting, a clicker's Next shows its next whole page before it moves on.
    PagedScrollArea *pagedArea() const { return m_scroll; }

    // What it shows, for tests: the covered chapters' titles, the takeaways, the hint.
    QStringList coveredChapters() const { return m_covered; }
    QStringList takeaways() const { return m_takeaways; }
    QString nextHint() const;

protected:
    void showEvent(QShowEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void refresh();
    void applyFonts();

    LessonController *m_controller;
    QString m_language = QStringLiteral("en");
    qreal m_zoom = 1.0;
    bool m_presentation = false;
    QStringList m_covered;
    QStringList m_takeaways;

    QLabel *m_heading = nullptr;
    QLabel *m_summary = nullptr;
    QLabel *m_list = nullptr;
    QLabel *m_hint = nullptr;
    PagedScrollArea *m_scroll = nullptr;
};

} // namespace nk::ui
