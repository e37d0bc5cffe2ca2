#pragma once

#include <QObject>
#include <QString>

#include <vector>

QT_BEGIN_NAMESPACE
class QLabel;
class QLineEdit;
class QTimer;
class QWidget;
QT_END_NAMESPACE

namespace nk::ui {

class LessonController;
class LongPasteGuard;

// Start's vector as text: the line the teacher types into and the error under it. Typing is
// applied when the keys pause, if it parses (one typing session is one undo step); while it does
// not, the lesson keeps its last good vector and the error marks the offending character. A text
// too long for the line (a pasted megabyte of numbers froze the UI for seconds) is parsed
// straight from the clipboard and shown as a summary; the table and the bars show its numbers.
// StartView lays the two widgets out and tells it when the controller's input changed.
class VectorTextField : public QObject
{
    Q_OBJECT

public:
    // Typing applies once the keys pause this long: a burst of keys is one edit, one re-trace.
    static constexpr int kTypingPauseMs = 250;
    // A vector's text longer than this is not put into the line: the line shows a summary.
    static constexpr int kLongTextChars = 8192;

    // The line and the error label are made as children of parent (StartView lays them out).
    VectorTextField(LessonController *controller, QWidget *parent);

    QLineEdit *edit() const { return m_edit; }
    QLabel *errorLabel() const { return m_error; }
    // The text the field stands for: the line's own, or the long text it summarizes.
    QString text() const;
    bool isSummarized() const { return !m_longText.isNull(); }
    // Typed text waits for a pause before it is applied.
    bool hasPendingTyping() const;
    void stopTyping();

    // The controller's input changed: a new typing session unless it is our own edit.
    void inputChanged();
    // Shows what the controller holds, unless the text already says it (never rewrite what the
    // user is typing).
    void follow();
    void retranslate();
    // The placeholder's wording that fits the line (it depends on its width and font).
    void updatePlaceholder();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void apply(bool finished);
    void applyLongText(const QString &text);
    void applyPendingTyping();
    void setText(const QString &text);
    void endSummary();
    void showError(const QString &text);
    void clearError();

    LessonController *m_controller;
    bool m_following = false; // the line is being set from the controller: ignore its signals
    bool m_applying = false;  // our own edit is being applied: keep the user's text
    int m_typingKey = 0;      // one typing session in the field is one undo step
    QLineEdit *m_edit = nullptr;
    QTimer *m_typingPause = nullptr; // runs while typed text waits to be applied
    LongPasteGuard *m_pasteGuard = nullptr;
    QString m_longText; // null unless the line shows a summary of this text
    QLabel *m_error = nullptr;
};

} // namespace nk::ui
