#include "session/joincard.h"

#include "session/sessionserver.h"
#include "base/theme.h"

#include <QEvent>
#include <QFontMetrics>
#include <QMouseEvent>
#include <QPainter>

#include <algorithm>

namespace nk::ui {

namespace {

// The address split where a line may break: "http://host:port" and "/?code=CODE".
QStringList addressLines(const QString &url)
{
    const int slash = url.indexOf(QLatin1Char('/'), url.indexOf(QLatin1String("//")) + 2);
    if (slash < 0)
        return {url};
    return {url.left(slash), url.mid(slash)};
}

QFont cardFont(const QFont &base, int px, bool bold)
{
    QFont f = base;
    f.setPixelSize(std::max(1, px));
    f.setBold(bold);
    return f;
}

} // namespace

JoinCard::JoinCard(SessionServer *server, QWidget *parent)
    : QWidget(parent)
    , m_server(server)
{
    setAttribute(Qt::WA_NoSystemBackground);
    hide();
    parent->installEventFilter(this);
    connect(m_server, &SessionServer::runningChanged, this, &JoinCard::onRunningChanged);
    connect(m_server, &SessionServer::studentsChanged, this, &JoinCard::updateCount);
    connect(m_server, &SessionServer::answersChanged, this, &JoinCard::updateCount);
    if (m_server->isRunning())
        onRunningChanged(true);
}

QStringList JoinCard::lines() const
{
    QStringList out{tr("Join the class")};
    out << tr("Scan the code with your phone's camera, or open:");
    out << addressLines(m_qr.text());
    out << tr("Session code: %1").arg(m_server->code());
    out << tr("Students joined: %1").arg(m_joined);
    out << hideHint();
    return out;
}

QString JoinCard::hideHint()
{
    // The teacher's key, said where the class's eyes are (the menu bar is hidden presenting).
    return tr("J hides and shows this card");
}

void JoinCard::toggle()
{
    if (!m_server->isRunning())
        return;
    setVisible(!isVisible());
    if (isVisible())
        raise();
}

void JoinCard::onRunningChanged(bool running)
{
    m_qr = QrCode(running ? m_server->joinUrl().toString() : QString());
    updateCount();
    if (running) {
        fitParent();
        show();
        raise();
    } else {
        hide();
    }
}

void JoinCard::updateCount()
{
    const int joined = m_server->isRunning() ? m_server->joinedCount() : 0;
    if (joined == m_joined)
        return;
    m_joined = joined;
    setAccessibleDescription(lines().join(QLatin1Char('\n')));
    update();
}

void JoinCard::fitParent()
{
    if (parentWidget())
        setGeometry(parentWidget()->rect());
}

bool JoinCard::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == parentWidget() && event->type() == QEvent::Resize)
        fitParent();
    return QWidget::eventFilter(watched, event);
}

void JoinCard::mousePressEvent(QMouseEvent *event)
{
    // A click anywhere gives the lesson back; J brings the card again.
    hide();
    event->accept();
}

void JoinCard::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        update();
    QWidget::changeEvent(event);
}

void JoinCard::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    QColor veil = Theme::background();
    veil.setAlpha(235);
    p.fillRect(rect(), veil);

    // Sizes follow the window's height: at 1080 px the smallest line is 32 px, the count 64 px,
    // and at 720 px still 21 px and more.
    const int h = height();
    const int margin = std::max(16, h / 27);
    const QRect card = rect().adjusted(margin, margin, -margin, -margin);
    p.setPen(Qt::NoPen);
    p.setBrush(Theme::surface());
    p.drawRoundedRect(card, margin / 2.0, margin / 2.0);

    // The QR code on white, as tall as the card allows, on the left.
    const int qrSide = std::min(card.height() - 2 * margin, card.width() / 2);
    const QRect qrBox(card.left() + margin, card.top() + (card.height() - qrSide) / 2, qrSide,
                      qrSide);
    m_qrRect = m_qr.paint(p, qrBox);

    const QRect text(qrBox.right() + margin, card.top() + margin,
                     card.right() - qrBox.right() - 2 * margin, card.height() - 2 * margin);
    const int body = std::max(20, h * 32 / 1080);
    const QStringList address = addressLines(m_qr.text());
    // The address as large as its longest line fits, up to twice the body size.
    int addressPx = body * 2;
    for (; addressPx > body; addressPx -= 2) {
        const QFontMetrics fm(cardFont(font(), addressPx, true));
        int widest = 0;
        for (const QString &line : address)
            widest = std::max(widest, fm.horizontalAdvance(line));
        if (widest <= text.width())
            break;
    }

    struct Line
    {
        QString text;
        int px;
        bool bold;
        QColor colour;
    };
    QList<Line> rows;
    rows.append({tr("Join the class"), body * 2, true, Theme::text()});
    rows.append(
        {tr("Scan the code with your phone's camera, or open:"), body, false, Theme::mutedText()});
    for (const QString &a : address)
        rows.append({a, addressPx, true, Theme::layerNorm()});
    rows.append({tr("Session code: %1").arg(m_server->code()), addressPx, true, Theme::text()});
    rows.append({tr("Students joined: %1").arg(m_joined), body * 2, true, Theme::rmsNorm()});
    rows.append({hideHint(), body, false, Theme::mutedText()});

    int y = text.top();
    for (const Line &row : rows) {
        const QFont f = cardFont(font(), row.px, row.bold);
        p.setFont(f);
        p.setPen(row.colour);
        const QFontMetrics fm(f);
        // A sentence wraps; the address and the code never do (they were fitted).
        const QRect bounds = fm.boundingRect(QRect(text.left(), y, text.width(), text.height()),
                                             Qt::TextWordWrap, row.text);
        p.drawText(QRect(text.left(), y, text.width(), bounds.height()),
                   Qt::AlignLeft | Qt::TextWordWrap, row.text);
        y += bounds.height() + body / 2;
    }
}

} // namespace nk::ui
