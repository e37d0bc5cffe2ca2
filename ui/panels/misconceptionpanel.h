#pragma once

#include "panels/chapterpanel.h"

class QLabel;
class QPushButton;

namespace nk::ui {

// Chapter 10: one common misconception per step: the claim, why it is tempting, what really
// happens (live numbers), and "Show me", which loads the counter-example of core's
// nk::Misconceptions as ONE undoable edit; the step's kitchen beat and chart (or Monitor, for
// a measured claim) then show the disproof. "Back to my lesson" undoes exactly that edit.
class MisconceptionPanel : public ChapterPanel
{
    Q_OBJECT

public:
    static constexpr const char *kName = "misconception";

    explicit MisconceptionPanel(LessonController *controller, QWidget *parent = nullptr);

    void showStep(int chapter, int step) override;
    void setZoom(qreal zoom) override;
    // The clicker loads the counter-example before moving to the next claim.
    QString pendingAction() const override;
    void performPendingAction() override;

    QString stepKey() const { return m_key; }
    void showMe();
    void backToLesson();
    bool canGoBack() const;
    QString truthText() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void refresh();
    bool isShowing() const; // the counter-example is what the lesson shows now

    int m_chapter = 0;
    int m_step = 0;
    QString m_key;
    QLabel *m_claim;
    QLabel *m_temptingHead;
    QLabel *m_tempting;
    QLabel *m_truthHead;
    QLabel *m_truth;
    QPushButton *m_showMe;
    QPushButton *m_back;
    QLabel *m_status;
};

} // namespace nk::ui
