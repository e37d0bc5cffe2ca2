#pragma once

#include "normsettings.h"
#include "trace.h"

#include <QRectF>
#include <QString>
#include <QVector>
#include <QWidget>

#include <array>
#include <limits>
#include <memory>
#include <vector>

class QPainter;
class QVariantAnimation;

// The kitchen: two stations on one pass, the LayerNorm chef (left, blue) and the RMSNorm chef
// (right, orange), acting out the steps of the current traces. Each vector element is a dish;
// its saltiness is its value (colour for the sign, the fill level for the magnitude, the number
// on a label). Custom-painted with QPainter paths, so it is crisp at any size and DPI.
//
// The scene is a pure function of (traces, stage, chapter, t): stateAt(t) describes it, and
// paintEvent draws stateAt(time()). In Execute, chapters 1–3 play the six aligned rows of
// trace.h: step s = clamp(ceil(t) − 1, 0, 5) plays with progress p = t − s, t = s + 1 is the
// pause point where step s's action is complete, t = 0 is before anything arrived.
//
// Meters show only the digits the precision the statistics are computed in keeps
// (nk::formatInfo(p).decimalDigits): the storage precision, or fp32 when fp16/bf16 accumulate
// in fp32 as real kernels do; their battery is full for fp64 and low for fp16/bf16.
class KitchenView : public QWidget
{
    Q_OBJECT

public:
    enum class Stage { Start, Execute, Finish };
    // What is drawn: the step timeline (chapters 1–3 in Execute), the peak hour (chapter 4),
    // the low-battery scale (chapter 5), the served plates (Finish and other chapters), or the
    // dishes arriving (Start).
    enum class Scene { Arrival, Timeline, Cost, Stability, Served };
    enum class Pose { Idle, Waiting, Walking, Reading, Seasoning, Skipping };

    struct DishState
    {
        double level = 0.0;     // the drawn level, in value units (moves; equals value at rest)
        double value = 0.0;     // the number on the label: the dish's value at this stage
        bool nonFinite = false; // value, or what the chef measured on it (x², distance), is inf/NaN
        QString label;
        double arrival = 1.0;   // 0 not on the pass yet … 1 arrived
        bool tasted = false;    // visited in the walk that is playing
        QString note;           // a second line under the label ("x² = inf"), usually empty
        bool operator==(const DishState &o) const;
        bool operator!=(const DishState &o) const { return !(*this == o); }
    };

    struct StationState
    {
        QVector<DishState> dishes; // empty in strip mode (d > kMaxDishes)
        bool waiting = false;      // the LayerNorm chef waits for the whole table
        int walks = 0;             // walks over the table (memory passes) so far
        long long flops = 0;       // operations so far
        bool hasMeanLine = false;
        double meanLevel = 0.0;
        bool meterVisible = false;
        QString meterText;         // the meter's digits (only those the precision keeps)
        bool meterBroken = false;  // the reading is inf or NaN
        int batteryBars = 0;       // 0–4
        QVector<double> deviationMarks; // LayerNorm's second walk: xᵢ − μ of the dishes measured
        QVector<double> energyBars;     // RMSNorm's walk: xᵢ² of the dishes tasted

        bool visible = true;
        bool skipped = false;      // the playing row is an empty slot for this algorithm
        Pose pose = Pose::Idle;
        double chefPos = -1.0;     // < 0: at home; else along the table, in dishes (0 … d)
        QString speech;
        bool speechWarning = false;
        QString meterCaption;
        double meterValue = 0.0;
        double spread = std::numeric_limits<double>::quiet_NaN(); // ±σ band around μ; NaN: none
        // Strip mode: stages 0 input, 1 normalized, 2 output; stripFrom −1 = nothing yet.
        int stripFrom = -1;
        int stripTo = 0;
        double stripFront = 1.0;   // share of the elements already at stripTo
        int stripOverlay = 0;      // 0 none, 1 distances from μ, 2 strengths x²
        QVector<int> histogram;    // counts over the value axis (kHistogramBins)
        int nonFiniteCount = 0;
        // Chapters 4 and 5.
        double platesPerMinute = 0.0;
        double plateClock = 0.0;   // plates sent out so far (animation)
        QStringList notes;

        bool operator==(const StationState &o) const;
        bool operator!=(const StationState &o) const { return !(*this == o); }
    };

    struct SceneState
    {
        StationState layerNorm, rmsNorm;
        bool strip = false;
        Scene scene = Scene::Timeline;
        int row = 0;          // the aligned row playing (Timeline)
        double progress = 0;  // its progress in [0, 1]
        QString footer;
        bool operator==(const SceneState &o) const;
        bool operator!=(const SceneState &o) const { return !(*this == o); }
    };

    static constexpr int kMaxDishes = 16;
    static constexpr int kHistogramBins = 40;
    static constexpr double kStoveOpsPerMinute = 1e6; // chapter 4's stove

    explicit KitchenView(QWidget *parent = nullptr);
    ~KitchenView() override;

    void setTraces(std::shared_ptr<const nk::NormTrace> layerNorm,
                   std::shared_ptr<const nk::NormTrace> rmsNorm);
    void setStage(Stage stage);
    Stage stage() const { return m_stage; }
    void setChapter(int chapter);
    int chapter() const { return m_chapter; }
    void setTime(double t);
    double time() const { return m_time; }
    void setReducedMotion(bool on);
    bool reducedMotion() const { return m_reducedMotion; }
    // Also honour the platform's "no animations" hint (on by default; tests turn it off).
    void setFollowSystemMotionHint(bool on);
    bool effectiveReducedMotion() const;
    void setZoom(qreal zoom); // scales text (projector)
    qreal zoom() const { return m_zoom; }

    // What is drawn at time t (for Start: the arrival progress in [0, 1]).
    SceneState stateAt(double t) const;
    // The time paintEvent uses: time() in Execute, the arrival progress in Start.
    double sceneTime() const;
    Scene scene() const;

    // Text helpers, public so tests compare against the same formatting.
    static QString formatValue(double v, int significantDigits);
    static nk::Precision computePrecision(const nk::NormSettings &s);
    static int meterDigits(const nk::NormSettings &s);
    static int dishDigits(const nk::NormSettings &s);
    // A dish's label: four significant digits (more for a large integer part, up to what the
    // storage precision holds).
    static QString formatDish(double v, const nk::NormSettings &s);
    static int batteryBarsFor(const nk::NormSettings &s);
    // The tooltip of dish i of one station at the current time (empty if out of range).
    QString dishToolTip(bool layerNorm, int index) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

    struct Station; // per-trace precomputation (kitchenview.cpp)

protected:
    void paintEvent(QPaintEvent *event) override;
    bool event(QEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    struct HitArea
    {
        QRectF rect; // widget coordinates
        bool layerNorm = true;
        int index = 0;     // dish index, or first element of a strip column
        int count = 1;     // elements covered
    };

    void updateAccessibleText();
    void startArrival(int oldD, int newD);

    std::shared_ptr<const nk::NormTrace> m_lnTrace, m_rmsTrace;
    std::unique_ptr<Station> m_ln, m_rms;
    Stage m_stage = Stage::Execute;
    int m_chapter = 2;
    double m_time = 0.0;
    double m_arrival = 1.0;
    bool m_reducedMotion = false;
    bool m_followSystem = true;
    qreal m_zoom = 1.0;
    QVariantAnimation *m_arrivalAnim = nullptr;
    mutable std::vector<HitArea> m_hits;
    QString m_lastDescription;
};
