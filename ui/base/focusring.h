#pragma once

#include <QPointer>
#include <QWidget>

namespace nk::ui {

// A ring drawn around the control that has keyboard focus, in the theme's text colour with a
// background-coloured inner line, so it shows on any card, light or dark. Many of the app's
// controls are styled by style sheets (mode buttons, chart buttons) or painted by hand (the
// kitchen, the vector bars), and Fusion then draws no focus frame, or a faint one: this ring
// marks them all the same way. It follows focus from the keyboard (Tab, shortcuts), not from a
// mouse click, and never takes mouse events.
class FocusRing : public QWidget
{
    Q_OBJECT

public:
    explicit FocusRing(QWidget *window);
    ~FocusRing() override;

    // The control the ring marks now (nullptr when hidden).
    QWidget *target() const { return isVisible() ? m_target.data() : nullptr; }
    static constexpr int kWidth = 3; // pixels outside the control

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    void paintEvent(QPaintEvent *event) override;

private:
    void follow(QWidget *target);
    void place();
    void watchChain(bool on);

    QPointer<QWidget> m_target;
    QList<QPointer<QWidget>> m_chain; // the target and its parents: moving any moves the ring
    bool m_placing = false;
};

} // namespace nk::ui
