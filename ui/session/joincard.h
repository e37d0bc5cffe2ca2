#pragma once

#include "session/qrcode.h"

#include <QWidget>

namespace nk::ui {

class SessionServer;

// The join card on the projector while a class session runs: the QR code of the session's
// address, the address in large type, the code, and how many students joined, live. It covers
// its parent (the lesson window's centre) and shows when the session starts; J or a click hides
// it, J shows it again.
class JoinCard : public QWidget
{
    Q_OBJECT

public:
    JoinCard(SessionServer *server, QWidget *parent);

    QString address() const { return m_qr.text(); }
    const QrCode &qrCode() const { return m_qr; }
    int joinedCount() const { return m_joined; }
    // Where the QR code and its quiet zone were painted last (empty before the first paint).
    QRect qrRect() const { return m_qrRect; }
    static QString hideHint(); // "J hides and shows this card"
    // The words it shows, top to bottom (for tests and screen readers).
    QStringList lines() const;

    // J: hidden or shown again while the session runs; nothing without one.
    void toggle();

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void onRunningChanged(bool running);
    void updateCount();
    void fitParent();

    SessionServer *m_server;
    QrCode m_qr;
    int m_joined = 0;
    QRect m_qrRect;
};

} // namespace nk::ui
