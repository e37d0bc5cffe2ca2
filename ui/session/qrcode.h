#pragma once

#include <QImage>
#include <QRect>
#include <QString>

#include <vector>

class QPainter;

namespace nk::ui {

// A QR code of a text (libqrencode, byte mode, error correction M), drawn as crisp squares with
// the quiet zone the standard asks for (4 modules of light on every side), so a phone's camera
// finds it on a projector.
class QrCode
{
public:
    static constexpr int kQuietModules = 4;

    explicit QrCode(const QString &text = {});

    bool isNull() const { return m_modules == 0; }
    QString text() const { return m_text; }
    int modules() const { return m_modules; } // per side, without the quiet zone
    bool isDark(int x, int y) const;
    // What libqrencode gives for text: the module count per side (0 when it cannot encode it).
    static int modulesFor(const QString &text);

    // The code with its quiet zone, pixelsPerModule pixels a module, black on white.
    QImage image(int pixelsPerModule) const;
    // The largest whole number of pixels per module at which the code and its quiet zone fit
    // side pixels (at least 1).
    int pixelsPerModuleFor(int side) const;
    // Paints image() as large as fits box at whole pixels a module, centred; the rect it took.
    QRect paint(QPainter &painter, const QRect &box) const;

private:
    QString m_text;
    int m_modules = 0;
    std::vector<unsigned char> m_dark; // row by row, 1 dark
};

} // namespace nk::ui
