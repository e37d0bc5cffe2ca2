#pragma once

#include <QWidget>

QT_BEGIN_NAMESPACE
class QBoxLayout;
class QComboBox;
class QLabel;
class QLineEdit;
class QSlider;
class QTableView;
class QTimer;
class QVBoxLayout;
QT_END_NAMESPACE

namespace nk::ui {

class LessonController;
class LongPasteGuard;
class ParameterPanel;
class VectorBarEditor;
class VectorTableModel;

// Start mode: the ingredients arrive. A preset chooser, the vector as text (applied when typing
// pauses, if it parses; while it does not, the lesson keeps its last good vector), as a table and
// as draggable bars, and the parameters (ParameterPanel: γ, β, ε, precision, accumulation, variance
// algorithm). Every edit goes through the controller, so it is undoable; everything follows the
// controller's inputChanged (undo and redo included).
//
// The top ~35% is a slot for the kitchen scene (setSceneWidget); while it is empty the controls
// take the whole height.
class StartView : public QWidget
{
    Q_OBJECT

public:
    // Typing applies once the keys pause this long: a burst of keys is one edit, one re-trace.
    static constexpr int kTypingPauseMs = 250;
    // A vector's text longer than this is not put into the line (laying out a megabyte of
    // numbers as one line froze the UI for seconds): the line shows a summary, the table and
    // the bars show the numbers, and a paste this long is parsed straight from the clipboard.
    static constexpr int kLongTextChars = 8192;

    explicit StartView(LessonController *controller, QWidget *parent = nullptr);
    ~StartView() override;

    void setSceneWidget(QWidget *scene); // takes ownership; nullptr removes the current one
    QWidget *sceneWidget() const { return m_scene; }

    QString language() const { return m_language; }
    qreal zoom() const { return m_zoom; }

    // For tests and the main window's focus handling.
    QComboBox *presetChooser() const { return m_presetCombo; }
    QLineEdit *vectorEdit() const { return m_vectorEdit; }
    // The text the vector field stands for: the line's own, or the long text it summarizes.
    QString vectorText() const;
    bool isVectorTextSummarized() const { return !m_longText.isNull(); }
    QLabel *vectorErrorLabel() const { return m_vectorError; }
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
    bool eventFilter(QObject *watched, QEvent *event) override;

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

    void applyVectorText(bool finished);
    void applyLongText(const QString &text);
    void setVectorText(const QString &text);
    void endSummary();
    void updateVectorPlaceholder();
    void applyPendingTyping();
    void showVectorError(const QString &text);
    void clearVectorError();

    LessonController *m_controller;
    QString m_language;
    qreal m_zoom = 1.0;
    bool m_syncing = false;  // controls being set from the controller: ignore their signals
    bool m_applying = false; // our own edit is being applied: keep the user's text
    bool m_stale = false;    // the controller changed while hidden
    int m_typingKey = 0;     // one typing session in the vector field is one undo step

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
    QLineEdit *m_vectorEdit = nullptr;
    QTimer *m_typingPause = nullptr; // runs while typed text waits to be applied
    LongPasteGuard *m_pasteGuard = nullptr;
    QString m_longText; // null unless the line shows a summary of this text
    QLabel *m_vectorError = nullptr;
    QLabel *m_barsLabel = nullptr;
    VectorBarEditor *m_bars = nullptr;
    QLabel *m_tableLabel = nullptr;
    QTableView *m_table = nullptr;
    VectorTableModel *m_model = nullptr;

    ParameterPanel *m_parameters = nullptr;
};

} // namespace nk::ui
