#pragma once

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QGroupBox>

namespace nk {
struct NormSettings;
}

QT_BEGIN_NAMESPACE
class QFormLayout;
class QComboBox;
class QLabel;
class QLineEdit;
class QSlider;
QT_END_NAMESPACE

namespace nk::ui {

class LessonController;

// Start mode's parameters: γ, β and ε (a field, a slider and a hint each), the precision, where
// sums accumulate and the variance algorithm. Every edit goes through the controller as an
// undoable step; sync() follows the controller. Words translate in StartView's context (they
// were the view's).
class ParameterPanel : public QGroupBox
{
    Q_DECLARE_TR_FUNCTIONS(StartView)

public:
    explicit ParameterPanel(LessonController *controller, QWidget *parent = nullptr);
    ~ParameterPanel() override;

    void retranslate();
    void applyFonts(const QFont &body, const QFont &heading, const QFont &hint);
    void applyColours();
    // The controls from the controller's state (never while the user's own edit applies).
    void sync();

    QLineEdit *gammaEdit() const { return m_gammaEdit; }
    QLineEdit *betaEdit() const { return m_betaEdit; }
    QLineEdit *epsEdit() const { return m_epsEdit; }
    QSlider *gammaSlider() const { return m_gammaSlider; }
    QComboBox *precisionChooser() const { return m_precisionCombo; }
    QComboBox *accumulationChooser() const { return m_accumulationCombo; }
    QComboBox *varianceChooser() const { return m_varianceCombo; }
    QLabel *errorLabel() const { return m_error; }
    QList<QWidget *> editors() const; // controls that keep their arrow keys

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    enum class Parameter { Gamma, Beta, Eps };

    void applyText(Parameter which);
    void step(Parameter which, int direction, bool newGesture);
    void applySlider(Parameter which, int position);
    void applyChoice();
    void fitChoiceRows();
    void setError(const QString &message);
    bool commit(const nk::NormSettings &settings, int mergeKey);

    LessonController *m_controller;
    bool m_syncing = false; // controls being set from the controller: ignore their signals
    int m_gestureKey = 0;   // one slider press or key press is one undo step
    QElapsedTimer m_lastWheel;

    QWidget *m_page = nullptr;
    QFormLayout *m_choiceForm = nullptr;
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
    QLabel *m_error = nullptr;
};

} // namespace nk::ui
