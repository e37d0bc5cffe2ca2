#pragma once

#include <QElapsedTimer>
#include <QWidget>

class LessonController;
class VectorBarEditor;
namespace nk {
struct NormSettings;
}
class VectorTableModel;

QT_BEGIN_NAMESPACE
class QComboBox;
class QGroupBox;
class QLabel;
class QLineEdit;
class QSlider;
class QTableView;
class QVBoxLayout;
QT_END_NAMESPACE

// Start mode: the ingredients arrive. A preset chooser, the vector as text (applied live while
// it parses), as a table and as draggable bars, and the parameters (γ, β, ε, precision,
// accumulation, variance algorithm). Every edit goes through the controller, so it is undoable;
// everything follows the controller's inputChanged (undo and redo included).
//
// The top ~35% is a slot for the kitchen scene (setSceneWidget); while it is empty the controls
// take the whole height.
class StartView : public QWidget
{
    Q_OBJECT

public:
    explicit StartView(LessonController *controller, QWidget *parent = nullptr);
    ~StartView() override;

    void setSceneWidget(QWidget *scene); // takes ownership; nullptr removes the current one
    QWidget *sceneWidget() const { return m_scene; }

    QString language() const { return m_language; }
    qreal zoom() const { return m_zoom; }

    // For tests and the main window's focus handling.
    QComboBox *presetChooser() const { return m_presetCombo; }
    QLineEdit *vectorEdit() const { return m_vectorEdit; }
    QLabel *vectorErrorLabel() const { return m_vectorError; }
    QTableView *tableView() const { return m_table; }
    VectorBarEditor *barEditor() const { return m_bars; }
    QLineEdit *gammaEdit() const { return m_gammaEdit; }
    QLineEdit *betaEdit() const { return m_betaEdit; }
    QLineEdit *epsEdit() const { return m_epsEdit; }
    QSlider *gammaSlider() const { return m_gammaSlider; }
    QComboBox *precisionChooser() const { return m_precisionCombo; }
    QComboBox *accumulationChooser() const { return m_accumulationCombo; }
    QComboBox *varianceChooser() const { return m_varianceCombo; }
    QLabel *parameterErrorLabel() const { return m_parameterError; }

public slots:
    void setLanguage(const QString &lang); // "en" or "zh": preset titles and purposes
    void setZoom(qreal zoom);              // scales every font (projector)

protected:
    void showEvent(QShowEvent *event) override;
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    enum class Parameter { Gamma, Beta, Eps };

    void buildUi();
    void retranslateUi();
    void fillPresetTexts();
    void applyFonts();
    void applyColours();
    void sync();
    void syncNow();
    void syncPurpose();

    void applyVectorText(bool finished);
    void showVectorError(const QString &text);
    void clearVectorError();

    void applyParameterText(Parameter which);
    void stepParameter(Parameter which, int direction, bool newGesture);
    void applySlider(Parameter which, int position);
    void applyChoice();
    void setParameterError(const QString &message);
    bool commitSettings(const nk::NormSettings &settings, int mergeKey);

    int newGestureKey();

    LessonController *m_controller;
    QString m_language;
    qreal m_zoom = 1.0;
    bool m_syncing = false;  // controls being set from the controller: ignore their signals
    bool m_applying = false; // our own edit is being applied: keep the user's text
    bool m_stale = false;    // the controller changed while hidden
    int m_typingKey = 0;     // one typing session in the vector field is one undo step
    int m_gestureKey = 0;    // one slider press or key press is one undo step
    QElapsedTimer m_lastWheel;

    QVBoxLayout *m_sceneLayout = nullptr;
    QWidget *m_sceneSlot = nullptr;
    QWidget *m_scene = nullptr;

    QLabel *m_presetLabel = nullptr;
    QComboBox *m_presetCombo = nullptr;
    QLabel *m_purposeLabel = nullptr;
    QLabel *m_vectorLabel = nullptr;
    QLineEdit *m_vectorEdit = nullptr;
    QLabel *m_vectorError = nullptr;
    QLabel *m_barsLabel = nullptr;
    VectorBarEditor *m_bars = nullptr;
    QLabel *m_tableLabel = nullptr;
    QTableView *m_table = nullptr;
    VectorTableModel *m_model = nullptr;

    QGroupBox *m_parameterBox = nullptr;
    QWidget *m_parameterPage = nullptr;
    QLabel *m_gammaLabel = nullptr;
    QLineEdit *m_gammaEdit = nullptr;
    QSlider *m_gammaSlider = nullptr;
    QLabel *m_gammaHint = nullptr;
    QLabel *m_betaLabel = nullptr;
    QLineEdit *m_betaEdit = nullptr;
    QSlider *m_betaSlider = nullptr;
    QLabel *m_betaHint = nullptr;
    QLabel *m_epsLabel = nullptr;
    QLineEdit *m_epsEdit = nullptr;
    QSlider *m_epsSlider = nullptr;
    QLabel *m_epsHint = nullptr;
    QLabel *m_precisionLabel = nullptr;
    QComboBox *m_precisionCombo = nullptr;
    QLabel *m_accumulationLabel = nullptr;
    QComboBox *m_accumulationCombo = nullptr;
    QLabel *m_varianceLabel = nullptr;
    QComboBox *m_varianceCombo = nullptr;
    QLabel *m_parameterError = nullptr;
};
