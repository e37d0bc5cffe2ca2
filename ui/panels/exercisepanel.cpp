#include "panels/exercisepanel.h"

#include "exercises/answergrader.h"
#include "base/appsettings.h"
#include "exercises/answerslips.h"
#include "lesson/chaptercatalog.h"
#include "lesson/exercisewords.h"
#include "lesson/lessoncontroller.h"
#include "lesson/lessondetour.h"
#include "base/theme.h"

#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRandomGenerator>
#include <QRegularExpressionValidator>
#include <QVBoxLayout>

#include <algorithm>

namespace nk::ui {

using nk::AnswerGrader;

namespace {

// The step of a chapter with this key, 0-based, or 0.
int stepIndex(int chapter, const QString &key)
{
    return std::max(0, ChapterCatalog::instance().stepIndex(chapter, key));
}

// The field's quantity: the fields are in the order ExerciseWords asks.
nk::AnswerSlips::Quantity quantityOf(ExercisePanel::Field f)
{
    return ExerciseWords::quantity(int(f));
}

} // namespace

ExercisePanel::ExercisePanel(LessonController *controller, QWidget *parent)
    : ChapterPanel(controller, parent)
{
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(12, 8, 12, 8);
    outer->setSpacing(10);

    auto *top = new QHBoxLayout;
    m_numberLabel = new QLabel;
    m_numberEdit = new QLineEdit;
    // Whole numbers up to 2^53 − 1 (what `normkitchen quiz --sheet` takes): at most 16 digits.
    m_numberEdit->setValidator(
        new QRegularExpressionValidator(QRegularExpression(QStringLiteral("[0-9]{1,16}")), this));
    m_numberEdit->setMaximumWidth(220);
    m_newSheet = new QPushButton;
    m_previous = new QPushButton(QStringLiteral("◀"));
    m_next = new QPushButton(QStringLiteral("▶"));
    m_position = new QLabel;
    m_numberLabel->setBuddy(m_numberEdit); // the field's accessible name
    top->addWidget(m_numberLabel);
    top->addWidget(m_numberEdit);
    top->addWidget(m_newSheet);
    top->addStretch(1);
    top->addWidget(m_previous);
    top->addWidget(m_position);
    top->addWidget(m_next);
    outer->addLayout(top);

    m_statement = new QLabel;
    m_statement->setWordWrap(true);
    m_statement->setTextInteractionFlags(Qt::TextSelectableByMouse);
    outer->addWidget(m_statement);
    m_tolerance = new QLabel;
    m_tolerance->setWordWrap(true);
    outer->addWidget(m_tolerance);

    auto *grid = new QGridLayout;
    grid->setHorizontalSpacing(12);
    grid->setVerticalSpacing(8);
    for (int f = 0; f < FieldCount; ++f) {
        m_fieldLabels[f] = new QLabel;
        m_fields[f] = new QLineEdit;
        m_fields[f]->setMinimumWidth(160);
        m_verdicts[f] = new QLabel;
        m_verdicts[f]->setWordWrap(true);
        m_hints[f] = new QPushButton;
        grid->addWidget(m_fieldLabels[f], f, 0);
        grid->addWidget(m_fields[f], f, 1);
        m_fieldLabels[f]->setBuddy(m_fields[f]);
        grid->addWidget(m_verdicts[f], f, 2);
        grid->addWidget(m_hints[f], f, 3);
        connect(m_fields[f], &QLineEdit::returnPressed, this, &ExercisePanel::check);
        connect(m_hints[f], &QPushButton::clicked, this, [this, f] { showStepFor(Field(f)); });
    }
    grid->setColumnStretch(2, 1);
    outer->addLayout(grid);

    auto *bottom = new QHBoxLayout;
    m_check = new QPushButton;
    m_key = new QPushButton;
    m_key->setCheckable(true);
    m_score = new QLabel;
    bottom->addWidget(m_check);
    bottom->addWidget(m_key);
    bottom->addSpacing(16);
    bottom->addWidget(m_score, 1);
    outer->addLayout(bottom);
    auto *record = new QHBoxLayout;
    m_record = new QLabel;
    m_record->setWordWrap(true);
    m_redo = new QPushButton;
    record->addWidget(m_record, 1);
    record->addWidget(m_redo);
    outer->addLayout(record);
    outer->addStretch(1);
    connect(m_redo, &QPushButton::clicked, this, &ExercisePanel::openNextToRedo);

    connect(m_check, &QPushButton::clicked, this, &ExercisePanel::check);
    connect(m_key, &QPushButton::toggled, this, [this](bool on) {
        m_keyShown = on;
        check();
    });
    connect(m_previous, &QPushButton::clicked, this, [this] { setExercise(m_index - 1); });
    connect(m_next, &QPushButton::clicked, this, [this] { setExercise(m_index + 1); });
    connect(m_numberEdit, &QLineEdit::editingFinished, this, [this] {
        bool ok = false;
        const qulonglong n = m_numberEdit->text().toULongLong(&ok);
        // The same number keeps the sheet and its score (focus merely left the field).
        if (ok && n <= nk::ExerciseSheet::kMaxNumber) {
            if (n != m_number)
                setSheetNumber(n);
        } else
            m_numberEdit->setText(QString::number(m_number));
    });
    connect(m_newSheet, &QPushButton::clicked, this, [this] {
        // Any sheet: a new number for a student practising alone (the teacher types one).
        setSheetNumber(QRandomGenerator::global()->bounded(quint32(1), quint32(100000)));
    });

    setSheetNumber(1);
    retranslate();
}

ExercisePanel::~ExercisePanel()
{
    // ~QWidget closes a top-level panel, taking the focus out of its fields: editingFinished
    // would then run a slot on a half-destroyed panel.
    for (QLineEdit *edit : findChildren<QLineEdit *>())
        edit->blockSignals(true);
}

void ExercisePanel::showStep(int, int)
{
    retranslate();
}

QList<ChapterPanel::Question> ExercisePanel::classQuestions() const
{
    if (m_sheet.empty())
        return {};
    const nk::Exercise &e = exercise();
    const auto prompt = [&](const QString &statement, const QString &label) {
        return statement + QStringLiteral("\n") + label + QStringLiteral(" ?");
    };
    QList<Question> out;
    for (int f = 0; f < FieldCount; ++f) {
        const nk::AnswerSlips::Quantity q = quantityOf(Field(f));
        Question question;
        question.prompt = prompt(ExerciseWords::statement(e), ExerciseWords::label(q, e));
        for (const QString &lang : {QStringLiteral("en"), QStringLiteral("zh")})
            question.prompts.insert(
                lang, prompt(ExerciseWords::statement(e, lang), ExerciseWords::label(q, e, lang)));
        question.answer = expected(Field(f));
        question.exercise = e;
        question.quantity = q;
        out << question;
    }
    return out;
}

void ExercisePanel::setZoom(qreal zoom)
{
    ChapterPanel::setZoom(zoom);
    applyFonts();
}

void ExercisePanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    else if (event->type() == QEvent::PaletteChange)
        check();
    ChapterPanel::changeEvent(event);
}

void ExercisePanel::applyFonts()
{
    const QFont text = zoomedFont(Theme::FontRole::Label);
    for (QWidget *w : {static_cast<QWidget *>(m_numberLabel), static_cast<QWidget *>(m_numberEdit),
                       static_cast<QWidget *>(m_newSheet), static_cast<QWidget *>(m_previous),
                       static_cast<QWidget *>(m_next), static_cast<QWidget *>(m_position),
                       static_cast<QWidget *>(m_check), static_cast<QWidget *>(m_key),
                       static_cast<QWidget *>(m_record), static_cast<QWidget *>(m_redo)})
        w->setFont(text);
    m_statement->setFont(zoomedFont(Theme::FontRole::Heading, true));
    m_tolerance->setFont(zoomedFont(Theme::FontRole::Control));
    m_score->setFont(zoomedFont(Theme::FontRole::Lead, true));
    for (int f = 0; f < FieldCount; ++f) {
        m_fieldLabels[f]->setFont(zoomedFont(Theme::FontRole::Body));
        m_fields[f]->setFont(zoomedFont(Theme::FontRole::Lead));
        m_verdicts[f]->setFont(zoomedFont(Theme::FontRole::Label));
        m_hints[f]->setFont(zoomedFont(Theme::FontRole::Control));
    }
}

void ExercisePanel::setSheetNumber(std::uint64_t number)
{
    m_number = number;
    m_sheet = nk::ExerciseSheet::generate(number, kSheetSize);
    m_right = QVector<QVector<bool>>(kSheetSize, QVector<bool>(FieldCount, false));
    m_checked = QVector<bool>(kSheetSize, false);
    m_numberEdit->setText(QString::number(number));
    m_index = -1;
    setExercise(0);
}

void ExercisePanel::setExercise(int index)
{
    index = qBound(0, index, kSheetSize - 1);
    if (index == m_index)
        return;
    m_index = index;
    m_keyShown = false;
    m_key->setChecked(false);
    for (int f = 0; f < FieldCount; ++f) {
        m_fields[f]->clear();
        m_verdicts[f]->clear();
    }
    rebuildExercise();
}

void ExercisePanel::rebuildExercise()
{
    const nk::Exercise &e = exercise();
    m_statement->setText(ExerciseWords::statement(e));
    m_position->setText(tr("Exercise %1 of %2").arg(m_index + 1).arg(kSheetSize));
    m_previous->setEnabled(m_index > 0);
    m_next->setEnabled(m_index < kSheetSize - 1);
    for (int f = 0; f < FieldCount; ++f)
        m_fieldLabels[f]->setText(ExerciseWords::label(quantityOf(Field(f)), e));
    Theme::setTextColour(m_fieldLabels[LayerNormOutput], Theme::layerNorm());
    Theme::setTextColour(m_fieldLabels[RmsNormOutput], Theme::rmsNorm());
    m_score->setText(scoreText());
    showRecord();
}

void ExercisePanel::showRecord()
{
    m_record->setText(recordText());
    Theme::setTextColour(m_record, Theme::mutedText());
    m_redo->setVisible(!AppSettings::exercisesToRedo(m_number).isEmpty());
}

void ExercisePanel::retranslate()
{
    m_numberLabel->setText(tr("Sheet number"));
    m_numberEdit->setToolTip(
        tr("The same number gives the same sheet on every machine; your teacher can print this "
           "sheet and its answer key by its number."));
    m_newSheet->setText(tr("New sheet"));
    m_previous->setToolTip(tr("Previous exercise"));
    m_next->setToolTip(tr("Next exercise"));
    // Said as words, not as "black left-pointing triangle".
    m_previous->setAccessibleName(tr("Previous exercise"));
    m_next->setAccessibleName(tr("Next exercise"));
    m_tolerance->setText(ExerciseWords::tolerance());
    Theme::setTextColour(m_tolerance, Theme::mutedText());
    for (int f = 0; f < FieldCount; ++f) {
        m_hints[f]->setText(tr("Show the step"));
        m_hints[f]->setToolTip(tr("Loads this exercise into the lesson and opens the step that "
                                  "computes this value (Ctrl+Z gives the lesson back)."));
    }
    m_redo->setText(tr("Next to redo"));
    m_redo->setToolTip(tr("Opens the next exercise of this sheet that had an answer not right, "
                          "its fields empty."));
    m_check->setText(tr("Check answers"));
    m_key->setText(tr("Show the key"));
    applyFonts();
    rebuildExercise();
    check();
}

double ExercisePanel::expected(Field f) const
{
    return ExerciseWords::key(exercise(), quantityOf(f));
}

void ExercisePanel::check()
{
    bool any = false;
    for (int f = 0; f < FieldCount; ++f) {
        const double key = expected(Field(f));
        const AnswerGrader::Grade g = AnswerGrader::grade(m_fields[f]->text().toStdString(), key);
        QString verdict = ExerciseWords::verdict(g, exercise(), quantityOf(Field(f)), language());
        QColor colour = Theme::text();
        if (g.verdict == AnswerGrader::Verdict::Unreadable ||
            g.verdict == AnswerGrader::Verdict::Wrong)
            colour = Theme::warning();
        else if (g.verdict == AnswerGrader::Verdict::Right)
            colour = Theme::negative();
        any = any || g.verdict != AnswerGrader::Verdict::Empty;
        m_right[m_index][f] = g.verdict == AnswerGrader::Verdict::Right;
        if (m_keyShown)
            verdict += (verdict.isEmpty() ? QString() : QStringLiteral("  ·  ")) +
                       ExerciseWords::keyText(key);
        m_verdicts[f]->setText(verdict);
        Theme::setTextColour(m_verdicts[f], colour);
    }
    if (any) {
        m_checked[m_index] = true;
        remember();
    }
    m_score->setText(scoreText());
    showRecord();
}

QString ExercisePanel::verdictText(Field f) const
{
    return m_verdicts[f]->text();
}

int ExercisePanel::score() const
{
    return int(m_right[m_index].count(true));
}

int ExercisePanel::sheetScore() const
{
    int n = 0;
    for (int i = 0; i < kSheetSize; ++i)
        n += m_checked[i] ? int(m_right[i].count(true)) : 0;
    return n;
}

QString ExercisePanel::scoreText() const
{
    return tr("Score: %1 of %2 on this exercise · %3 of %4 on the sheet")
        .arg(score())
        .arg(int(FieldCount))
        .arg(sheetScore())
        .arg(int(FieldCount) * kSheetSize);
}

void ExercisePanel::remember()
{
    if (sheetScore() > AppSettings::exerciseBestScore(m_number))
        AppSettings::setExerciseBestScore(m_number, sheetScore());
    // This exercise joins the list with a field not right (empty counts) and leaves it when
    // all five are; the others keep what an earlier check said.
    QList<int> redo = AppSettings::exercisesToRedo(m_number);
    const int number = m_index + 1;
    redo.removeAll(number);
    if (score() < int(FieldCount))
        redo << number;
    std::sort(redo.begin(), redo.end());
    AppSettings::setExercisesToRedo(m_number, redo);
}

QString ExercisePanel::recordText() const
{
    const int best = AppSettings::exerciseBestScore(m_number);
    QString text = best < 0 ? tr("Sheet %1: no score yet").arg(m_number)
                            : tr("Sheet %1: best %2 of %3")
                                  .arg(m_number)
                                  .arg(best)
                                  .arg(int(FieldCount) * kSheetSize);
    const QList<int> redo = AppSettings::exercisesToRedo(m_number);
    if (!redo.isEmpty()) {
        QStringList numbers;
        for (int n : redo)
            numbers << QString::number(n);
        text += QStringLiteral(" · ") +
                (redo.size() == 1 ? tr("to redo: exercise %1").arg(numbers.first())
                                  : tr("to redo: exercises %1").arg(numbers.join(tr(", "))));
    }
    return text;
}

bool ExercisePanel::openNextToRedo()
{
    const QList<int> redo = AppSettings::exercisesToRedo(m_number);
    int target = -1;
    for (int n : redo) {
        const int index = n - 1;
        if (index < 0 || index >= kSheetSize)
            continue;
        if (target < 0 || (target <= m_index && index > m_index))
            target = index;
    }
    if (target < 0)
        return false;
    if (target != m_index) {
        setExercise(target); // its fields start empty
        return true;
    }
    // The only one to redo is the one shown: asked afresh too.
    m_keyShown = false;
    m_key->setChecked(false);
    for (int f = 0; f < FieldCount; ++f) {
        m_fields[f]->clear();
        m_verdicts[f]->clear();
    }
    return true;
}

std::pair<int, int> ExercisePanel::stepFor(Field f)
{
    const auto [chapter, key] = ExerciseWords::stepOf(quantityOf(f));
    return {chapter, stepIndex(chapter, key)};
}

void ExercisePanel::showStepFor(Field f)
{
    const nk::Exercise &e = exercise();
    nk::NormSettings s;
    s.precision = nk::Precision::Fp64;
    s.variance = nk::VarianceAlgorithm::TwoPass;
    s.gamma = {e.gamma};
    s.beta = {e.beta};
    s.eps = e.eps;
    const auto [chapter, step] = stepFor(f);
    // A detour: undo (Ctrl+Z or the way back) returns to this exercise.
    controller()->detour()->run(tr("Exercise %1's vector").arg(m_index + 1),
                                tr("Back to the exercise"), [&, chapter = chapter, step = step] {
                                    controller()->loadExample(e.vector, s, QString(),
                                                              tr("Load exercise"));
                                    // One action: the chapter, then the step's pause point
                                    // (step s is complete at t = s + 1).
                                    controller()->setChapter(chapter);
                                    controller()->setTime(step + 1);
                                });
    // The outputs are asked for element k, the scalars have none.
    emit elementAsked(f == LayerNormOutput || f == RmsNormOutput ? e.element : 0);
}

} // namespace nk::ui
