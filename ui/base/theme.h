#pragma once

#include <QColor>
#include <QFont>
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

    // What a text is, for its size: one table (theme.cpp) of sizes at zoom 1, in points, read
    // from the back of a classroom at 1920×1080. The zoom is the text zoom the view was given.
    enum class FontRole {
        Caption,   // a step card's small print
        Small,     // notes and status lines, the block diagram's small labels, code
        Control,   // buttons, bars, menus, hints, step cards: the window's base size
        Label,     // a panel's labels, the block diagram's title, the presenter's headings
        Body,      // the views' running text and tables, a panel's section heads
        Lead,      // the step's title and text, fields to type in, the presenter's buttons
        Answer,    // an interview's revealed answer
        Heading,   // Start's headings, an exercise's statement, the presenter's notes
        Figure,    // Finish's numbers, a misconception's claim
        CardTitle, // Finish's card titles, the current derivation step, what comes next
        Display,   // Start's vector entry, an interview's question
        Title,     // the lesson end's heading, the presenter's current chapter
        Clock,     // the presenter's clocks
    };
    static qreal pointSize(FontRole role);
    // The role's size times zoom, as a point size for a style sheet (whole points).
    static int stylePointSize(FontRole role, qreal zoom);
    // The application's font, or from, at the role's size times zoom.
    static QFont font(FontRole role, qreal zoom, bool bold = false);
    static QFont font(FontRole role, qreal zoom, bool bold, QFont from);

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
