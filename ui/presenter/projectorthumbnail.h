#pragma once

#include <QElapsedTimer>
#include <QPixmap>
#include <QPointer>
#include <QTimer>
#include <QWidget>

namespace nk::ui {

// What the class sees, small: the projector window's content rendered into a pixmap the size
// of this widget. Rendering a full window costs tens of milliseconds, so it happens only when
// asked (the step, scene or mode changed) and at most every kMinIntervalMs; one more render a
// moment later catches what arrives late (typeset formulas, the end of an animation).
class ProjectorThumbnail : public QWidget
{
    Q_OBJECT

public:
    explicit ProjectorThumbnail(QWidget *parent = nullptr);

    void setSource(QWidget *source);
    QWidget *source() const { return m_source; }
    // Throttled: renders soon, never more often than every kMinIntervalMs; while hidden, not
    // at all until shown.
    void requestUpdate();
    void updateNow();
    QPixmap pixmap() const { return m_pixmap; }
    int renderCount() const { return m_renders; }
    double lastRenderMilliseconds() const { return m_lastMs; }
    static constexpr int kMinIntervalMs = 400;
    static constexpr int kSettleMs = 1500;

    QSize sizeHint() const override { return {640, 360}; }
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;

protected:
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    QRect shownRect() const; // the pixmap's place: the source's aspect ratio, centred

    QPointer<QWidget> m_source;
    QPixmap m_pixmap;
    QTimer m_soon;
    QTimer m_settle;
    QElapsedTimer m_sinceLast;
    bool m_stale = true; // asked for while hidden: render when shown
    int m_renders = 0;
    double m_lastMs = 0;
};

} // namespace nk::ui
