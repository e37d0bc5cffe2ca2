#pragma once

#include "views/vectortextfield.h"

#include <QWidget>

QT_BEGIN_NAMESPACE
class QBoxLayout;
class QComboBox;
class QLabel;
class QLineEdit;
class QSlider;
class QTableView;
class QVBoxLayout;
QT_END_NAMESPACE

namespace nk::ui {

class LessonController;
class ParameterPanel;
class VectorBarEditor;
class VectorTableModel;

// Start mode: the ingredients arrive. A preset chooser, the vector as text (VectorTextField:
// applied when typing pauses, if it parses; while it does not, the lesson keeps its last good
// vector), as a table and as draggable bars, and the parameters (ParameterPanel: γ, β, ε,
// precision, accumulation, variance algorithm). Every edit goes through the controller, so it is
// undoable; everything follows the controller's inputChanged (undo and redo included).
//
// The top ~35% is a slot for the kitchen scene (setSceneWidget); while it is empty the controls
// take the whole height.
class StartView : public QWidget
{
    Q_OBJECT

public:
    // See VectorTextField: when typing applies, and the text too long for the line.
    static constexpr int kTypingPauseMs = VectorTextField::kTypingPauseMs;
    static constexpr int kLongTextChars = VectorTextField::kLongTextChars;

    explicit StartView(LessonController *controller, QWidget *parent = nullptr);
    ~StartView() override;

    void setSceneWidget(QWidget *scene); // takes ownership; nullptr removes the current one
    QWidget *sceneWidget() const { return m_scene; }

    QString language() const { return m_language; }
    qreal zoom() const { return m_zoom; }

    // For tests and the main window's focus handling.
    QComboBox *presetChooser() const { return m_presetCombo; }
    QLineEdit *vectorEdit() const;
    // The text the vector field stands for: the line's own, or the long text it summarizes.
    QString vectorText() const;
    bool isVectorTextSummarized() const;
    QLabel *vectorErrorLabel() const;
    // Typed text waits for a pause before it is applied (tests wait for this, not a time).
    bool hasPendingTyping() const;
    QTableView *tableView() const { return m_table; }
    VectorBarEditor *barEditor() const { return m_bars; }
    ParameterPanel *parameterPanel() const { return m_parameters; }
    QLineEdit *gammaEdit() const;
    QLineEdit *betaEdit() const;
    QLineEdit *epsEdit() const;
    QSlider *gammaSlider() const;
    QComboBox *precisionChooser() const;
    QComboBox *accumulationChooser() const;
    QComboBox *varianceChooser() const;
    QLabel *parameterErrorLabel() const;

public slots:
    void setLanguage(const QString &lang); // "en" or "zh": preset titles and purposes
    void setZoom(qreal zoom);              // scales every font (projector)
    void setPresenting(bool on);           // one column, for a page at a time

protected:
    void showEvent(QShowEvent *event) override;
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void fitTableToRows();
    void buildUi();
    void retranslateUi();
    void fillPresetTexts();
    void applyFonts();
    void applyColours();
    void fitPresetRow();
    void sync();
    void syncNow();
    void syncPurpose();

    LessonController *m_controller;
    QString m_language;
    qreal m_zoom = 1.0;
    bool m_stale = false; // the controller changed while hidden

    QVBoxLayout *m_sceneLayout = nullptr;
    QWidget *m_sceneSlot = nullptr;
    QWidget *m_scene = nullptr;

    QBoxLayout *m_presetRow = nullptr;
    QBoxLayout *m_columns = nullptr; // the vector's column beside the parameters' (or under it)
    bool m_presenting = false;
    QLabel *m_presetLabel = nullptr;
    QComboBox *m_presetCombo = nullptr;
    QLabel *m_purposeLabel = nullptr;
    QLabel *m_vectorLabel = nullptr;
    VectorTextField *m_vectorField = nullptr;
    QLabel *m_barsLabel = nullptr;
    VectorBarEditor *m_bars = nullptr;
    QLabel *m_tableLabel = nullptr;
    QTableView *m_table = nullptr;
    VectorTableModel *m_model = nullptr;

    ParameterPanel *m_parameters = nullptr;
};

} // namespace nk::ui
