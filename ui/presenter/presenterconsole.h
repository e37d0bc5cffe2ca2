#pragma once

#include "lesson/lessoncontroller.h"

#include <QWidget>

class QLabel;
class QPlainTextEdit;
class QToolButton;
class QVBoxLayout;

namespace nk::ui {

class ChapterOutline;
class ElapsedClock;
class FittedTextLabel;
class NextStepPreview;
class NotesView;
class ProjectorThumbnail;
class RefreshWhenShown;

// The teacher's screen while the projector shows the lesson (F5 with two screens; View ▸
// Presenter console with one, to rehearse): a live thumbnail of what the class sees, the
// current step, the next step with a preview, the step's teacher notes (the chapter's words
// and the lesson's own note, editable here), the elapsed time and the clock, the chapter
// outline to jump anywhere, and the transport. It observes the LessonController and changes it
// only through its slots; the ClassroomKeyFilter serves this window too.
class PresenterConsole : public QWidget
{
    Q_OBJECT

public:
    PresenterConsole(LessonController *controller, QWidget *projector, QWidget *parent = nullptr);

    void setLanguage(const QString &lang);
    void applyTheme();
    void setProjectorBlanked(bool on); // the banner; the console itself is never blanked
    bool isBannerShown() const;
    // A panel of the teacher's, under the notes (the class session's; the console keeps it).
    void setClassPanel(QWidget *panel);

    // What the teacher reads, for tests.
    QString currentTitle() const;
    QString nextTitle() const;
    QString wordsNotes() const; // the chapter's teacher notes for the current step
    QString ownNote() const;    // the lesson's note for the current step (the editor)

    ChapterOutline *outline() const { return m_outline; }
    ElapsedClock *clock() const { return m_clock; }
    ProjectorThumbnail *thumbnail() const { return m_thumbnail; }
    QPlainTextEdit *noteEditor() const { return m_noteEditor; }
    QLabel *banner() const { return m_banner; }
    NotesView *notesView() const { return m_notes; }
    NextStepPreview *nextPreview() const { return m_preview; }
    QToolButton *blankButton() const { return m_blankButton; }

signals:
    void blankRequested(bool on);
    void closed(); // its window was closed (the View menu's check follows)

protected:
    void changeEvent(QEvent *event) override;
    void closeEvent(QCloseEvent *event) override;

private:
    void refresh();
    void refreshNote();
    void refreshPreview();
    void retranslate();
    QString stepLabel(int chapter, int step) const; // "3.2  The mean"

    LessonController *m_controller;
    QString m_language = QStringLiteral("en");
    bool m_blanked = false;

    QLabel *m_banner = nullptr;
    ProjectorThumbnail *m_thumbnail = nullptr;
    RefreshWhenShown *m_refreshWhenShown = nullptr;
    QLabel *m_nowHeading = nullptr;
    QLabel *m_current = nullptr;
    QLabel *m_nextHeading = nullptr;
    FittedTextLabel *m_next = nullptr;
    FittedTextLabel *m_nextText = nullptr;
    NextStepPreview *m_preview = nullptr;
    QLabel *m_notesHeading = nullptr;
    NotesView *m_notes = nullptr;
    QVBoxLayout *m_right = nullptr;
    QLabel *m_noteHeading = nullptr;
    QPlainTextEdit *m_noteEditor = nullptr;
    ElapsedClock *m_clock = nullptr;
    ChapterOutline *m_outline = nullptr;
    QLabel *m_outlineHeading = nullptr;
    QToolButton *m_previousButton = nullptr;
    QToolButton *m_playButton = nullptr;
    QToolButton *m_nextButton = nullptr;
    QToolButton *m_blankButton = nullptr;
};

} // namespace nk::ui
