#pragma once

#include <QString>
#include <QStringList>
#include <QVector>

#include <limits>

namespace nk::ui {

// What the kitchen shows at one instant, widget-free: a scene is a pure function from (traces,
// time) to a SceneState, so a widget, a presenter console or a PDF handout can draw the same.

constexpr int kKitchenMaxDishes = 16;     // beyond this the dishes become a strip
constexpr int kKitchenHistogramBins = 40; // strip mode: bins over the value axis

enum class ChefPose { Idle, Waiting, Walking, Reading, Seasoning, Skipping };

struct DishState
{
    double level = 0.0;     // the drawn level, in value units (moves; equals value at rest)
    double value = 0.0;     // the number on the label: the dish's value at this stage
    bool nonFinite = false; // value, or what the chef measured on it (x², distance), is inf/NaN
    QString label;
    double arrival = 1.0; // 0 not on the pass yet … 1 arrived
    bool tasted = false;  // visited in the walk that is playing
    QString note;         // a second line under the label ("x² = inf"), usually empty
    bool operator==(const DishState &o) const;
    bool operator!=(const DishState &o) const { return !(*this == o); }
};

struct StationState
{
    QVector<DishState> dishes; // empty in strip mode (d > kKitchenMaxDishes)
    bool waiting = false;      // the chef waits for the whole table
    int walks = 0;             // walks over the table (memory passes) so far
    long long flops = 0;       // operations so far
    bool hasMeanLine = false;
    double meanLevel = 0.0;
    bool meterVisible = false;
    QString meterText;              // the meter's digits (only those the precision keeps)
    bool meterBroken = false;       // the reading is inf or NaN
    int batteryBars = 0;            // 0–4
    QVector<double> deviationMarks; // LayerNorm's second walk: xᵢ − μ of the dishes measured
    QVector<double> energyBars;     // RMSNorm's walk: xᵢ² of the dishes tasted

    bool visible = true;
    bool skipped = false; // the playing row is an empty slot for this algorithm
    ChefPose pose = ChefPose::Idle;
    double chefPos = -1.0; // < 0: at home; else along the table, in dishes (0 … d)
    QString speech;
    bool speechWarning = false;
    QString meterCaption;
    double meterValue = 0.0;
    double spread = std::numeric_limits<double>::quiet_NaN(); // ±σ band around μ; NaN: none
    // Strip mode: stages 0 input, 1 normalized, 2 output; stripFrom −1 = nothing yet.
    int stripFrom = -1;
    int stripTo = 0;
    double stripFront = 1.0; // share of the elements already at stripTo
    int stripOverlay = 0;    // 0 none, 1 distances from μ, 2 strengths x²
    QVector<int> histogram;  // counts over the value axis (kKitchenHistogramBins)
    int nonFiniteCount = 0;
    // The cost and stability scenes.
    double platesPerMinute = 0.0;
    double plateClock = 0.0; // plates sent out so far (animation)
    QStringList notes;
    // Each note as predict mode shows it, its answers as "?" and its words and givens kept; the
    // scene builds it from the same template with "?" for the answers (never by cutting the
    // translated note). Parallel to notes: add both with addNote().
    QStringList coveredNotes;
    void addNote(const QString &shown, const QString &covered)
    {
        notes << shown;
        coveredNotes << covered;
    }

    bool operator==(const StationState &o) const;
    bool operator!=(const StationState &o) const { return !(*this == o); }
};

struct SceneState
{
    StationState layerNorm, rmsNorm;
    bool strip = false;
    QString scene;       // the registered name of the scene that produced it
    int row = 0;         // the aligned row playing (norm-steps)
    double progress = 0; // its progress in [0, 1]
    QString footer;
    // The footer as predict mode shows it (answers as "?"); empty: it gives nothing away.
    QString coveredFooter;
    bool operator==(const SceneState &o) const;
    bool operator!=(const SceneState &o) const { return !(*this == o); }
};

} // namespace nk::ui
