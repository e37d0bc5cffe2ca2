#pragma once

#include <QHash>
#include <QTimer>
#include <QWidget>

#include <limits>
#include <vector>

class QGridLayout;
class QLabel;
class QAction;
class QScrollArea;
class QStackedWidget;
class QVBoxLayout;

namespace nk::ui {

class BarChart;
class ChapterPanel;
class KitchenView;
class LessonController;
class LineChart;
class PagedScrollArea;
class PredictionStrip;
class PredictMode;
class StageChart;
class StepCardGrid;
class StepNarration;
class StepCard;
class TransportBar;

// Execute mode: the scene on top, LayerNorm and RMSNorm step cards side by side in aligned
// rows (the mean RMSNorm skips is an empty slot), the narration, a bar chart of the values at
// the current stage, and the transport. What it shows is a function of (traces, chapter, t).
class ExecuteView : public QWidget
{
    Q_OBJECT

public:
    explicit ExecuteView(LessonController *controller, QWidget *parent = nullptr);
    ~ExecuteView() override;

    void setSceneWidget(QWidget *scene);
    void setLanguage(const QString &lang);
    void setZoom(qreal zoom);
    // Kitchen-first (for presenting): the scene takes most of the height; below it only the
    // current step's cards and the step's title and text.
    void setKitchenFirst(bool on);
    bool isKitchenFirst() const { return m_kitchenFirst; }
    // Predict mode (View ▸ Predict mode, G): a step's values stay hidden on its cards, and the
    // chefs' readings covered, until the student's guess is in; Enter in a card, or Next,
    // reveals them with how close the guess was. Revealed values stay revealed going back.
    void setPredictMode(bool on);
    bool predictMode() const;
    // Reveals the current step's hidden values, grading any guess typed (a step still playing
    // is completed first). False when nothing was hidden: Next asks this first.
    bool revealCurrent();
    // A value of the current step (a card's or a panel's question) is still to reveal.
    bool isRevealPending() const;
    // The element the step cards ask about in predict mode (0-based), until the vector changes.
    void setAskedElement(int element);
    // What the next Next (a clicker's PageDown included) does before the story moves on:
    // reveal the guessed values, or the chapter panel's pending action (show the answer,
    // "Show me", run the benchmark, start the training run). Empty: it moves the story. The
    // transport shows it as "Next press: …".
    QString nextPressAction() const;
    // Presentation mode: Next first pages a long narration or chapter panel (a clicker has
    // no wheel); in the window they scroll and Next moves the story. The step cards are
    // compact then (StepCard::setCompact).
    void setPaging(bool on);
    // The toggle (checkable, G), for the window's View menu.
    QAction *predictAction() const { return m_predictAction; }

    // For tests and the screenshot path.
    QList<StepCard *> layerNormCards() const;
    QList<StepCard *> rmsNormCards() const;
    QString narrationText() const;
    QVector<double> chartValues(int series) const;
    TransportBar *transport() const { return m_transport; }
    QWidget *sceneArea() const { return m_sceneHost; }
    QScrollArea *cardArea() const;
    QWidget *chartArea() const;
    // Predict mode beside a chapter panel: the panel's questions and the guesses.
    PredictionStrip *predictionStrip() const { return m_strip; }
    // The chapter panel the current step shows in the cards' place, or nullptr.
    ChapterPanel *chapterPanel() const;
    // The narration's labels: chapter title, analogy, step title, step text.
    QList<QLabel *> narrationLabels() const;

protected:
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void rebuildTraces();
    void resync(); // forgets what the narration and the chart show and fills them again
    void syncTime();
    void retranslate();
    void showPanels();       // the panels the current step of the catalog asks for
    void applyLayout();      // the share of the height for the scene, what kitchen-first hides
    void fitKitchenHeight(); // presenting: the kitchen as tall as its text's size needs
    void applyPrediction();
    void updatePanelPrediction(); // the strip and the panel's covering for the current step
    void revealPanel();
    bool performPanelAction(); // the panel's pending action, if any: true when one was taken
    bool pageNarration();      // the rest of a long narration: true when it paged
    bool pagePanel();          // the rest of a long chapter panel
    PagedScrollArea *panelScroll(ChapterPanel *panel) const;
    void updateNextHint();

    LessonController *m_controller;
    QString m_language = QStringLiteral("en");
    qreal m_zoom = 1.0;
    bool m_kitchenFirst = false;
    QVBoxLayout *m_outer;
    QWidget *m_sceneHost;
    QVBoxLayout *m_sceneHolder;
    QWidget *m_middle;
    StepCardGrid *m_cards;
    QStackedWidget *m_leftStack;             // the step cards or a chapter panel
    QHash<QString, ChapterPanel *> m_panels; // made when a step first asks for them
    StepNarration *m_narration;
    StageChart *m_chart;
    TransportBar *m_transport;
    int m_narratedStep = -1; // the step the narration shows
    QAction *m_predictAction;
    KitchenView *m_kitchen = nullptr;
    PredictionStrip *m_strip;
    PredictMode *m_prediction;
    bool m_paging = false;
};

} // namespace nk::ui
