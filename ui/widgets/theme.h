#pragma once

#include <QColor>
#include <QPalette>

QT_BEGIN_NAMESPACE
class QWidget;
QT_END_NAMESPACE

// The app's colours. One colour per algorithm everywhere (Okabe–Ito, colour-blind safe):
// LayerNorm blue, RMSNorm orange. Sign colours for "salty" (positive) and "bland" (negative)
// values are chosen apart from both.
class Theme
{
public:
    enum class Mode { Light, Dark };

    static Mode mode();
    static void setMode(Mode mode); // also installs the application palette
    static bool isDark() { return mode() == Mode::Dark; }

    static QColor layerNorm(); // blue
    static QColor rmsNorm();   // orange
    static QColor positive();  // reddish purple
    static QColor negative();  // bluish green
    static QColor warning();   // vermillion: overflow, NaN, cancellation
    static QColor text();
    static QColor mutedText();
    static QColor background();
    static QColor surface(); // cards and panels
    static QColor grid();

    static QPalette palette(Mode mode);
    // Sets a widget's text colour in its palette (WindowText), leaving its style sheet alone.
    static void setTextColour(QWidget *widget, const QColor &colour);
};
