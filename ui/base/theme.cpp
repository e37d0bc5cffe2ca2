#include "base/theme.h"

#include "base/zoomrange.h"

#include <QApplication>
#include <QWidget>

#include <cmath>

namespace nk::ui {

namespace {
Theme::Mode g_mode = Theme::Mode::Light;
}

Theme::Mode Theme::mode()
{
    return g_mode;
}

void Theme::setMode(Mode mode)
{
    g_mode = mode;
    if (qApp)
        QApplication::setPalette(palette(mode));
}

void Theme::setPaintingMode(Mode mode)
{
    g_mode = mode;
}

QString Theme::modeName(Mode mode)
{
    switch (mode) {
    case Mode::Dark:
        return QStringLiteral("dark");
    case Mode::Projector:
        return QStringLiteral("projector");
    case Mode::Light:
        break;
    }
    return QStringLiteral("light");
}

std::optional<Theme::Mode> Theme::modeFromName(const QString &name)
{
    for (Mode m : {Mode::Light, Mode::Dark, Mode::Projector})
        if (name == modeName(m))
            return m;
    return std::nullopt;
}

qreal Theme::strokeScale()
{
    return isProjector() ? 1.75 : 1.0;
}

qreal Theme::textScale()
{
    return isProjector() ? ZoomRange::kProjectorTextScale : 1.0;
}

qreal Theme::pointSize(FontRole role)
{
    switch (role) {
    case FontRole::Caption:
        return 11.5;
    case FontRole::Small:
        return 12.0;
    case FontRole::Control:
        return 13.0;
    case FontRole::Label:
        return 14.0;
    case FontRole::Body:
        return 15.0;
    case FontRole::Lead:
        return 16.0;
    case FontRole::Answer:
        return 17.0;
    case FontRole::Heading:
        return 18.0;
    case FontRole::Figure:
        return 19.0;
    case FontRole::CardTitle:
        return 20.0;
    case FontRole::Display:
        return 22.0;
    case FontRole::Title:
        return 26.0;
    case FontRole::Clock:
        return 32.0;
    }
    return 13.0;
}

int Theme::stylePointSize(FontRole role, qreal zoom)
{
    return int(std::lround(pointSize(role) * zoom));
}

QFont Theme::font(FontRole role, qreal zoom, bool bold)
{
    return font(role, zoom, bold, QApplication::font());
}

QFont Theme::font(FontRole role, qreal zoom, bool bold, QFont from)
{
    from.setPointSizeF(pointSize(role) * zoom);
    from.setBold(bold);
    return from;
}

// Projector colours: black text on white, the algorithm and sign colours a shade deeper so
// that they survive a washed-out projector and still read as blue/orange/purple/green.
QColor Theme::layerNorm()
{
    return isProjector() ? QColor(0x00, 0x5A, 0x9C)
           : isDark()    ? QColor(0x56, 0xB4, 0xE9)
                         : QColor(0x00, 0x72, 0xB2);
}

QColor Theme::rmsNorm()
{
    return isProjector() ? QColor(0xB3, 0x6B, 0x00)
           : isDark()    ? QColor(0xF0, 0xA8, 0x20)
                         : QColor(0xD5, 0x8A, 0x00);
}

QColor Theme::positive()
{
    return isProjector() ? QColor(0x96, 0x2E, 0x72)
           : isDark()    ? QColor(0xE0, 0x8F, 0xC0)
                         : QColor(0xB0, 0x4E, 0x8A);
}

QColor Theme::negative()
{
    return isProjector() ? QColor(0x00, 0x6E, 0x52)
           : isDark()    ? QColor(0x3C, 0xC8, 0x9E)
                         : QColor(0x00, 0x8A, 0x68);
}

QColor Theme::warning()
{
    return isProjector() ? QColor(0xB0, 0x30, 0x00)
           : isDark()    ? QColor(0xFF, 0x6E, 0x40)
                         : QColor(0xC0, 0x44, 0x00);
}

QColor Theme::text()
{
    return isProjector() ? QColor(Qt::black)
           : isDark()    ? QColor(0xEC, 0xEF, 0xF4)
                         : QColor(0x1B, 0x1F, 0x24);
}

QColor Theme::mutedText()
{
    return isProjector() ? QColor(0x33, 0x37, 0x3D)
           : isDark()    ? QColor(0xA8, 0xB0, 0xBC)
                         : QColor(0x5A, 0x62, 0x6E);
}

QColor Theme::disabledText()
{
    return isProjector() ? QColor(0x9A, 0x9F, 0xA6)
           : isDark()    ? QColor(0x62, 0x6A, 0x76)
                         : QColor(0xA4, 0xAB, 0xB5);
}

QColor Theme::background()
{
    return isProjector() ? QColor(Qt::white)
           : isDark()    ? QColor(0x16, 0x19, 0x1E)
                         : QColor(0xF6, 0xF7, 0xF9);
}

QColor Theme::surface()
{
    return isProjector() ? QColor(Qt::white)
           : isDark()    ? QColor(0x22, 0x26, 0x2D)
                         : QColor(0xFF, 0xFF, 0xFF);
}

QColor Theme::grid()
{
    return isProjector() ? QColor(0x8A, 0x90, 0x98)
           : isDark()    ? QColor(0x3A, 0x40, 0x4A)
                         : QColor(0xD8, 0xDC, 0xE2);
}

QPalette Theme::palette(Mode mode)
{
    const Mode old = g_mode;
    g_mode = mode;
    QPalette p;
    p.setColor(QPalette::Window, background());
    p.setColor(QPalette::WindowText, text());
    p.setColor(QPalette::Base, surface());
    p.setColor(QPalette::AlternateBase, background());
    p.setColor(QPalette::Text, text());
    p.setColor(QPalette::Button, surface());
    p.setColor(QPalette::ButtonText, text());
    p.setColor(QPalette::ToolTipBase, surface());
    p.setColor(QPalette::ToolTipText, text());
    p.setColor(QPalette::PlaceholderText, mutedText());
    p.setColor(QPalette::Highlight, layerNorm());
    p.setColor(QPalette::HighlightedText, QColor(Qt::white));
    p.setColor(QPalette::Mid, grid());
    p.setColor(QPalette::Midlight, grid());
    p.setColor(QPalette::Disabled, QPalette::Text, mutedText());
    p.setColor(QPalette::Disabled, QPalette::WindowText, mutedText());
    // A disabled button is flat and faint: the page's colour, not a card's, behind its label.
    p.setColor(QPalette::Disabled, QPalette::ButtonText, disabledText());
    p.setColor(QPalette::Disabled, QPalette::Button, background());
    g_mode = old;
    return p;
}

void Theme::setTextColour(QWidget *widget, const QColor &colour)
{
    QPalette pal = widget->palette();
    pal.setColor(QPalette::WindowText, colour);
    widget->setPalette(pal);
}

} // namespace nk::ui
