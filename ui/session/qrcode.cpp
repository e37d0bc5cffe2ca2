#include "session/qrcode.h"

#include <QPainter>

#include <qrencode.h>

#include <algorithm>
#include <memory>

namespace nk::ui {

namespace {

struct QrFree
{
    void operator()(QRcode *code) const { QRcode_free(code); }
};

std::unique_ptr<QRcode, QrFree> encode(const QString &text)
{
    // Byte mode of the UTF-8 and level M: a URL, readable with a part of it washed out by the
    // projector's glare.
    const QByteArray utf8 = text.toUtf8();
    return std::unique_ptr<QRcode, QrFree>(
        QRcode_encodeString(utf8.constData(), 0, QR_ECLEVEL_M, QR_MODE_8, 1));
}

} // namespace

QrCode::QrCode(const QString &text)
    : m_text(text)
{
    if (text.isEmpty())
        return;
    const auto code = encode(text);
    if (!code)
        return;
    m_modules = code->width;
    m_dark.resize(size_t(m_modules) * size_t(m_modules));
    for (size_t i = 0; i < m_dark.size(); ++i)
        m_dark[i] = code->data[i] & 1; // bit 0: dark module; the others say what it is
}

int QrCode::modulesFor(const QString &text)
{
    const auto code = encode(text);
    return code ? code->width : 0;
}

bool QrCode::isDark(int x, int y) const
{
    if (x < 0 || y < 0 || x >= m_modules || y >= m_modules)
        return false;
    return m_dark[size_t(y) * size_t(m_modules) + size_t(x)] != 0;
}

QImage QrCode::image(int pixelsPerModule) const
{
    const int ppm = std::max(1, pixelsPerModule);
    const int side = (m_modules + 2 * kQuietModules) * ppm;
    QImage img(side, side, QImage::Format_RGB32);
    img.fill(Qt::white);
    if (isNull())
        return img;
    QPainter p(&img);
    // Whole pixels, no smoothing: each module a crisp square.
    p.setRenderHint(QPainter::Antialiasing, false);
    for (int y = 0; y < m_modules; ++y)
        for (int x = 0; x < m_modules; ++x)
            if (isDark(x, y))
                p.fillRect((x + kQuietModules) * ppm, (y + kQuietModules) * ppm, ppm, ppm,
                           Qt::black);
    return img;
}

int QrCode::pixelsPerModuleFor(int side) const
{
    const int total = m_modules + 2 * kQuietModules;
    return std::max(1, side / std::max(1, total));
}

QRect QrCode::paint(QPainter &painter, const QRect &box) const
{
    const QImage img = image(pixelsPerModuleFor(std::min(box.width(), box.height())));
    QRect r(QPoint(0, 0), img.size());
    r.moveCenter(box.center());
    painter.drawImage(r.topLeft(), img);
    return r;
}

} // namespace nk::ui
