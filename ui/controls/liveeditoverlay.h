#pragma once

#include "numeric/precision.h"

#include <QFrame>
#include <QPointer>

class QLabel;
class QLineEdit;
class QTimer;

namespace nk::ui {

class LessonController;
class LongPasteGuard;

// The live "what if" edits a teacher makes in front of the class without leaving Execute or
// presentation mode (ClassroomKeyFilter: V and F). It floats over the top of its window.
//
// openVectorField() shows a one-line vector field holding the current vector: Enter applies it
// as one undoable edit (LessonController::setInputText, read by core's VectorParser) and closes
// the field; Esc closes it and changes nothing (and does not leave presentation mode); a vector
// that cannot be read keeps the field open with its text, the cursor at the fault and the reason
// on one line under it. cyclePrecision() steps fp32 → fp16 → bf16 → fp32 as one undoable edit
// and says briefly what the precision now is, from core's format figures.
class LiveEditOverlay : public QFrame
{
    Q_OBJECT

public:
    LiveEditOverlay(LessonController *controller, QWidget *window);

    void openVectorField();
    void cyclePrecision();
    // The precision F goes to from p (fp64, outside the cycle, goes to fp32).
    static nk::Precision nextPrecision(nk::Precision p);

    bool isFieldOpen() const;
    QLineEdit *field() const { return m_field; }
    QString message() const;    // the one-line reason a vector was refused; empty when none
    QString noticeText() const; // what the precision now is, while it is shown
    bool isNoticeShown() const;
    void setZoom(qreal zoom);
    // How long the precision notice stays, in milliseconds (kNoticeMs unless a test sets it).
    static constexpr int kNoticeMs = 2500;
    void setNoticeDuration(int ms);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void apply(const QString &text);
    void closeField();
    void showNotice();
    void hideNotice();
    void place();
    void retranslate();
    void applyFonts();
    QString precisionNotice() const;

    LessonController *m_controller;
    QWidget *m_window;
    QLabel *m_prompt;
    QLineEdit *m_field;
    QLabel *m_message;
    QLabel *m_notice;
    LongPasteGuard *m_pasteGuard;
    QTimer *m_noticeTimer;
    QPointer<QWidget> m_returnFocus; // where the keys were before the field opened
    qreal m_zoom = 1.0;
};

} // namespace nk::ui
