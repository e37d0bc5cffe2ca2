#pragma once

#include "base/describedwidget.h"
#include "kitchen/kitchenmodel.h"
#include "kitchen/kitchenscene.h"
#include "kitchen/kitchenstate.h"
#include "norm/trace.h"

#include <QString>
#include <QVariantMap>
#include <QWidget>

#include <memory>
#include <vector>

class QVariantAnimation;

namespace nk::ui {

// The kitchen: two stations on one pass, the LayerNorm chef (left, blue) and the RMSNorm chef
// (right, orange), acting out the current traces. A thin widget: it holds the traces
// (KitchenModel), picks the scene (SceneRegistry) and paints scene.stateAt(time).
//
// Start always shows "arrival", Finish "served"; Execute shows the scene set by setScene()
// ("norm-steps" by default). Time follows nk::StepClock: step s plays over (s, s + 1], integer
// t is a pause point.
class KitchenView : public QWidget, public DescribedWidget
{
    Q_OBJECT

public:
    enum class Stage { Start, Execute, Finish };
    using Pose = ChefPose;
    using DishState = nk::ui::DishState;
    using StationState = nk::ui::StationState;
    using SceneState = nk::ui::SceneState;
    static constexpr int kMaxDishes = kKitchenMaxDishes;
    static constexpr int kHistogramBins = kKitchenHistogramBins;

    explicit KitchenView(QWidget *parent = nullptr);
    ~KitchenView() override;

    void setTraces(std::shared_ptr<const nk::NormTrace> layerNorm,
                   std::shared_ptr<const nk::NormTrace> rmsNorm);
    void setStage(Stage stage);
    Stage stage() const { return m_stage; }
    // The Execute scene, by registered name (SceneRegistry::names()). Returns false and keeps
    // the current scene for an unknown name. The options set by setSceneOptions stay.
    bool setScene(const QString &name);
    QString sceneName() const { return m_scene->name(); }
    // Options for the Execute scene, e.g. {"layerNormOnly": true} for norm-steps.
    void setSceneOptions(const QVariantMap &options);
    QVariantMap sceneOptions() const { return m_sceneOptions; }
    // The scene drawn now (arrival in Start, served in Finish, else the Execute scene).
    const KitchenScene &activeScene() const;

    void setTime(double t);
    double time() const { return m_time; }
    void setReducedMotion(bool on);
    bool reducedMotion() const { return m_reducedMotion; }
    // Also honour the platform's "no animations" hint (on by default; tests turn it off).
    void setFollowSystemMotionHint(bool on);
    bool effectiveReducedMotion() const;
    // Predict mode: the chefs' readings (meters, the mean line, their speech) are covered until
    // the student's guess is in.
    void setReadingCovered(bool covered) { setReadingCovered(covered, covered); }
    // Each chef's own: the one whose value is still to guess keeps "?", the other reads on.
    // A covered chef's trays (labels, levels, the gaps and squares he marks, the strip) keep what
    // they held when the asked value's step began, at time `since` (negative: the step playing
    // now); their tooltips say no more than that either.
    void setReadingCovered(bool layerNorm, bool rmsNorm, double layerNormSince = -1,
                           double rmsNormSince = -1);
    bool isReadingCovered() const { return m_coverLayerNorm || m_coverRmsNorm; }
    bool isLayerNormCovered() const { return m_coverLayerNorm; }
    bool isRmsNormCovered() const { return m_coverRmsNorm; }
    // Scales every text of every scene (the app's Ctrl+= zoom, a projector), 0.5–3.
    void setZoom(qreal zoom);
    qreal zoom() const { return m_zoom; }

    // What is drawn at time t (for Start: the arrival progress in [0, 1]).
    SceneState stateAt(double t) const;
    // stateAt(sceneTime()) as drawn: the chefs' readings covered in predict mode.
    SceneState shownState() const;
    // When the covered chef's step began: what his trays show while he is covered.
    double coveredSince(bool layerNorm) const;
    // The time paintEvent uses: time() in Execute, the arrival progress in Start.
    double sceneTime() const;
    // The tooltip of dish i of one station at the current time (empty if out of range).
    QString dishToolTip(bool layerNorm, int index) const;

    // What the Execute step playing is called ("5. RMS"), said first to screen readers; the
    // view itself only knows the scene's clock.
    void setStepCaption(const QString &caption);
    QString stepCaption() const { return m_stepCaption; }
    // What a screen reader hears (PaintedAccessible): the description says the step, each chef's
    // words, meter, dishes and counters; the value the meters' readings. Both are read off the
    // state the painter draws (stateAt, readings covered in predict mode): no maths of their own.
    QString accessibleSummary() const override;
    QString accessibleValue() const override;
    QAccessible::Role accessibleRole() const override { return QAccessible::Animation; }
    // How many times the view has told screen readers that its text changed (for tests: Qt
    // delivers no events without a platform accessibility bridge).
    int accessibleAnnouncements() const { return m_announcements; }

    // The smallest text the current frame draws, in pixels on screen (the scene's fonts times
    // the scale from design units to the widget), measured by painting it on a TextProbe.
    double smallestTextPixels() const;
    // The least height at this width at which the scene's smallest text is as large as the
    // zoom makes it at the design scale (or as large as the width allows).
    int heightForZoomedText() const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;
    bool event(QEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    struct Fit
    {
        double k;         // design units to pixels
        double fontZoom;  // the fonts' zoom in design units
        double textScale; // their zoom on screen: fontZoom × k
    };
    // How the scene is drawn at this size: its drawing first shrinks, then its text.
    Fit fitScene(const KitchenScene &scene, const SceneState &s, QSizeF size) const;
    static double footerHeight(const SceneState &s, const KitchenFonts &fonts, double width);
    void paintScene(QPainter &p, QSizeF size) const;
    double smallestTextPixelsAt(QSize size) const;
    // Tells screen readers when the description or value changed, at a new step, a pause
    // point or a new scene: not on every animation frame.
    void updateAccessibleText(bool force = true);
    void startArrival(int oldD, int newD);
    void sceneChanged();

    std::shared_ptr<const nk::NormTrace> m_lnTrace, m_rmsTrace;
    std::unique_ptr<KitchenModel> m_model;
    std::unique_ptr<KitchenScene> m_scene, m_arrivalScene, m_servedScene;
    QVariantMap m_sceneOptions;
    Stage m_stage = Stage::Execute;
    double m_time = 0.0;
    double m_arrival = 1.0;
    bool m_reducedMotion = false;
    bool m_followSystem = true;
    qreal m_zoom = 1.0;
    bool m_coverLayerNorm = false;
    bool m_coverRmsNorm = false;
    double m_coverSinceLayerNorm = -1;
    double m_coverSinceRmsNorm = -1;
    QVariantAnimation *m_arrivalAnim = nullptr;
    mutable std::vector<KitchenHitArea> m_hits;
    QString m_stepCaption;
    QString m_lastDescription, m_lastValue;
    qint64 m_lastBeatKey = -1;
    int m_announcements = 0;
};

} // namespace nk::ui
