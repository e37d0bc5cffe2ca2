#include "base/predictionstrip.h"

#include "base/theme.h"

#include "exercises/answergrader.h"
#include "norm/numberformat.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

#include <cmath>

namespace nk::ui {

PredictionStrip::PredictionStrip(QWidget *parent)
    : QFrame(parent)
{
    setObjectName(QStringLiteral("predictionStrip"));
    setFrameShape(QFrame::StyledPanel);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(10, 6, 10, 6);
    m_title = new QLabel(this);
    m_title->setWordWrap(true);
    layout->addWidget(m_title);
    m_rows = new QVBoxLayout;
    layout->addLayout(m_rows);
    auto *buttons = new QHBoxLayout;
    buttons->addStretch(1);
    m_reveal = new QPushButton(this);
    m_reveal->setObjectName(QStringLiteral("revealButton"));
    buttons->addWidget(m_reveal);
    layout->addLayout(buttons);
    connect(m_reveal, &QPushButton::clicked, this, &PredictionStrip::revealRequested);
    retranslate();
    applyFonts();
}

void PredictionStrip::setPrompts(const QStringList &prompts)
{
    QStringList current;
    for (QLabel *l : std::as_const(m_prompts))
        current << l->text();
    if (current == prompts)
        return;
    for (QLabel *l : std::as_const(m_prompts))
        delete l->parentWidget();
    m_prompts.clear();
    m_fields.clear();
    m_verdicts.clear();
    for (const QString &text : prompts) {
        auto *row = new QWidget(this);
        auto *grid = new QVBoxLayout(row);
        grid->setContentsMargins(0, 2, 0, 2);
        grid->setSpacing(2);
        auto *line = new QHBoxLayout;
        auto *prompt = new QLabel(text, row);
        prompt->setWordWrap(true);
        auto *field = new QLineEdit(row);
        field->setMaximumWidth(200);
        field->setAccessibleName(text);
        line->addWidget(prompt, 1);
        line->addWidget(field);
        grid->addLayout(line);
        auto *verdict = new QLabel(row);
        verdict->setWordWrap(true);
        verdict->hide();
        grid->addWidget(verdict);
        m_rows->addWidget(row);
        connect(field, &QLineEdit::returnPressed, this, &PredictionStrip::revealRequested);
        m_prompts << prompt;
        m_fields << field;
        m_verdicts << verdict;
    }
    m_asking = true;
    applyFonts();
}

void PredictionStrip::setVerdicts(const QStringList &verdicts)
{
    m_asking = verdicts.isEmpty();
    for (int i = 0; i < m_fields.size(); ++i) {
        m_fields[i]->setReadOnly(!m_asking);
        m_verdicts[i]->setText(verdicts.value(i));
        m_verdicts[i]->setVisible(!m_asking);
    }
    m_reveal->setVisible(m_asking);
    retranslate();
}

QStringList PredictionStrip::guesses() const
{
    QStringList out;
    for (QLineEdit *f : m_fields)
        out << f->text();
    return out;
}

QList<QLineEdit *> PredictionStrip::guessFields() const
{
    return m_fields;
}

QStringList PredictionStrip::verdicts() const
{
    QStringList out;
    for (QLabel *l : m_verdicts)
        out << l->text();
    return out;
}

void PredictionStrip::focusFirstField()
{
    if (!m_fields.isEmpty() && m_asking)
        m_fields.front()->setFocus();
}

void PredictionStrip::setZoom(qreal zoom)
{
    m_zoom = zoom;
    applyFonts();
}

QString PredictionStrip::verdict(const QString &typed, double expected)
{
    using nk::AnswerGrader;
    const AnswerGrader::Grade g = AnswerGrader::grade(typed.toStdString(), expected);
    auto num = [](double v) { return QString::fromStdString(nk::NumberFormat::number(v, 3)); };
    switch (g.verdict) {
    case AnswerGrader::Verdict::Empty:
        return tr("No guess this time.");
    case AnswerGrader::Verdict::Unreadable:
        return tr("“%1” is not a number, so there is nothing to compare.").arg(typed);
    default:
        break;
    }
    if (std::isinf(expected) || std::isinf(g.typed)) {
        // No distance to an infinity: say what it was.
        if (g.verdict == AnswerGrader::Verdict::Right)
            return tr("Spot on! It overflows to %1.").arg(num(expected));
        return std::isinf(expected) ? tr("Not quite. You guessed %1, but it overflows to %2.")
                                          .arg(num(g.typed), num(expected))
                                    : tr("Not quite. You guessed %1, but it stays finite: %2.")
                                          .arg(num(g.typed), num(expected));
    }
    if (g.absError == 0.0)
        return tr("Spot on! You guessed %1: exactly right.").arg(num(g.typed));
    const QString off =
        std::isfinite(g.relError)
            ? tr("off by %1, that is %2 of the value")
                  .arg(num(g.absError),
                       QString::fromStdString(nk::NumberFormat::percent(g.relError, 2)))
            : tr("off by %1").arg(num(g.absError));
    switch (AnswerGrader::closeness(g)) {
    case AnswerGrader::Closeness::SpotOn:
        return tr("Spot on! You guessed %1: %2.").arg(num(g.typed), off);
    case AnswerGrader::Closeness::Close:
        return tr("Close. You guessed %1: %2.").arg(num(g.typed), off);
    case AnswerGrader::Closeness::Off:
    default:
        return tr("Not quite. You guessed %1: %2.").arg(num(g.typed), off);
    }
}

bool PredictionStrip::isUnreadable(const QString &typed)
{
    return nk::AnswerGrader::grade(typed.toStdString(), 0.0).verdict ==
           nk::AnswerGrader::Verdict::Unreadable;
}

QString PredictionStrip::askAgainText(const QString &typed)
{
    return tr("“%1” is not a number: type one (4/3 is fine), or clear the field to reveal "
              "without a guess.")
        .arg(typed.trimmed());
}

void PredictionStrip::askAgain(int index, const QString &why)
{
    if (!m_asking || index < 0 || index >= m_fields.size())
        return;
    m_verdicts[index]->setText(why);
    Theme::setTextColour(m_verdicts[index], Theme::warning());
    m_verdicts[index]->show();
    m_fields[index]->setFocus();
    m_fields[index]->selectAll();
}

void PredictionStrip::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    else if (event->type() == QEvent::PaletteChange)
        applyFonts();
    QFrame::changeEvent(event);
}

void PredictionStrip::retranslate()
{
    m_title->setText(m_asking ? tr("Your prediction: type a guess for each value (Enter or Next "
                                   "reveals them).")
                              : tr("Your prediction, revealed:"));
    m_reveal->setText(tr("Reveal"));
    m_reveal->setToolTip(tr("Show the values and how close each guess was"));
}

void PredictionStrip::applyFonts()
{
    QFont f = font();
    f.setPointSizeF(Theme::pointSize(Theme::FontRole::Control) * m_zoom);
    QFont bold = f;
    bold.setBold(true);
    m_title->setFont(bold);
    m_reveal->setFont(f);
    for (QLabel *l : std::as_const(m_prompts))
        l->setFont(f);
    for (QLineEdit *e : std::as_const(m_fields))
        e->setFont(f);
    for (QLabel *l : std::as_const(m_verdicts)) {
        l->setFont(f);
        Theme::setTextColour(l, Theme::text());
    }
}

} // namespace nk::ui
