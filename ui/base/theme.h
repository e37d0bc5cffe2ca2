#pragma once

#include <QColor>
#include <QPalette>
#include <QString>

#include <optional>

QT_BEGIN_NAMESPACE
class QWidget;
QT_END_NAMESPACE

namespace nk::ui {

// The app's colours. One colour per algorithm everywhere (Okabe–Ito, colour-blind safe):
// LayerNorm blue, RMSNorm orange. Sign colours for "salty" (positive) and "bland" (negative)
// values are chosen apart from both.
class Theme
{
public:
    // Projector: high contrast on white (dark backgrounds wash out on a projector), larger
    // type and thicker strokes; otherwise a light theme (isDark() is false).
    enum class Mode { Light, Dark, Projector };

    static Mode mode();
    static void setMode(Mode mode); // also installs the application palette
    // The mode painters read, without the application palette: for drawing off screen in another
    // theme within one slice of the UI thread (the handout's charts print in the light theme)
    // while no widget on screen repaints. Set it back before returning to the event loop.
    static void setPaintingMode(Mode mode);
    static bool isDark() { return mode() == Mode::Dark; }
    static bool isProjector() { return mode() == Mode::Projector; }
    // "light", "dark", "projector": settings, lesson files and --theme.
    static QString modeName(Mode mode);
    static std::optional<Mode> modeFromName(const QString &name);

    // How much thicker lines and chart strokes are drawn than in the light theme.
    static qreal strokeScale();
    static qreal stroke(qreal width) { return width * strokeScale(); }
    // How much larger the theme draws all text (the window multiplies it into its text zoom).
    static qreal textScale();

    static QColor layerNorm(); // blue
    static QColor rmsNorm();   // orange
    static QColor positive();  // reddish purple
    static QColor negative();  // bluish green
    static QColor warning();   // vermillion: overflow, NaN, cancellation
    static QColor text();
    static QColor mutedText();
    // A disabled button's label: plainly fainter than any text that can be read and used.
    static QColor disabledText();
    static QColor background();
    static QColor surface(); // cards and panels
    static QColor grid();

    static QPalette palette(Mode mode);
    // Sets a widget's text colour in its palette (WindowText), leaving its style sheet alone.
    static void setTextColour(QWidget *widget, const QColor &colour);
};

} // namespace nk::ui
