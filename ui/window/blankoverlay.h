#pragma once

#include <QWidget>

namespace nk::ui {

// A black cover for "blank the screen" (B or .): the class looks at the teacher, not the
// slide. A click brings the lesson back; so does any key (ClassroomKeyFilter).
class BlankOverlay : public QWidget
{
    Q_OBJECT

public:
    explicit BlankOverlay(QWidget *parent);

signals:
    void dismissed(); // a click brought the lesson back

protected:
    void mousePressEvent(QMouseEvent *event) override;
};

} // namespace nk::ui
