#pragma once

#include "panels/chapterpanel.h"

#include "exercises/exercisesheet.h"

#include <QVector>

#include <cstdint>
#include <utility>
#include <vector>

class QGridLayout;
class QLabel;
class QLineEdit;
class QPushButton;

namespace nk::ui {

// Chapter 11's graded exercises: the sheet of a number (the number `normkitchen quiz --sheet`
// prints), one exercise at a time; the student types μ, σ², RMS and both outputs of element k,
// each graded by nk::AnswerGrader against core's key, with a hint that opens the step computing
// that value, and a score; each sheet's best score and the exercises to redo are kept across
// sessions.
class ExercisePanel : public ChapterPanel
{
    Q_OBJECT

public:
    static constexpr const char *kName = "exercises";
    static constexpr int kSheetSize = nk::ExerciseSheet::kDefaultCount;

    enum Field { Mean, Variance, Rms, LayerNormOutput, RmsNormOutput, FieldCount };

    explicit ExercisePanel(LessonController *controller, QWidget *parent = nullptr);
    ~ExercisePanel() override;

    void showStep(int chapter, int step) override;
    // The exercise on screen, its five answers, as the class is asked them (with the slips).
    QList<Question> classQuestions() const override;
    void setZoom(qreal zoom) override;

    // For tests and the hint buttons.
    void setSheetNumber(std::uint64_t number);
    std::uint64_t sheetNumber() const { return m_number; }
    void setExercise(int index);
    int exerciseIndex() const { return m_index; }
    const nk::Exercise &exercise() const { return m_sheet[size_t(m_index)]; }
    QLineEdit *answerField(Field f) const { return m_fields[f]; }
    QString verdictText(Field f) const;
    void check();
    // Right answers on this exercise and on the whole sheet (checked exercises).
    int score() const;
    int sheetScore() const;
    QString scoreText() const;
    // Kept across sessions (AppSettings): the sheet's best score and the exercises last checked
    // with a field not right. "Sheet 7: best 18 of 25 · to redo: exercises 2, 4".
    QString recordText() const;
    // Opens the next exercise to redo after this one (wrapping), its fields empty; false when
    // none is.
    bool openNextToRedo();
    // The hint: loads this exercise into the lesson (one undo step) and opens the step that
    // computes field f (chapter 2 for μ, σ², LayerNorm; chapter 3 for RMS and RMSNorm).
    void showStepFor(Field f);
    // The chapter and 0-based step a hint opens.
    static std::pair<int, int> stepFor(Field f);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void rebuildExercise();
    double expected(Field f) const;
    void applyFonts();
    // Keeps this exercise's result (best score, to redo) once it was checked.
    void remember();
    void showRecord();

    std::uint64_t m_number = 1;
    std::vector<nk::Exercise> m_sheet;
    int m_index = 0;
    // Per exercise: which fields were right when last checked.
    QVector<QVector<bool>> m_right;
    QVector<bool> m_checked;

    QLabel *m_numberLabel;
    QLineEdit *m_numberEdit;
    QPushButton *m_newSheet;
    QPushButton *m_previous;
    QPushButton *m_next;
    QLabel *m_position;
    QLabel *m_statement;
    QLabel *m_tolerance;
    QLabel *m_fieldLabels[FieldCount];
    QLineEdit *m_fields[FieldCount];
    QLabel *m_verdicts[FieldCount];
    QPushButton *m_hints[FieldCount];
    QPushButton *m_check;
    QPushButton *m_key;
    QLabel *m_score;
    QLabel *m_record;
    QPushButton *m_redo;
    bool m_keyShown = false;
};

} // namespace nk::ui
