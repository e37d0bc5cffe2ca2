// Predict mode gives nothing away: on every step of every chapter that asks, no number the reveal
// brings (a card's result, a panel's answer) is on screen before it, in any widget's text, a
// chart's labels or a screen reader's description of the kitchen and the charts, unless it
// was already there before the step began (a given).
#include "lesson/chaptercatalog.h"
#include "panels/chapterpanel.h"
#include "charts/chartpanel.h"
#include "views/executeview.h"
#include "formula/formulaview.h"
#include "kitchen/kitchenview.h"
#include "lesson/lessoncontroller.h"
#include "window/mainwindow.h"
#include "base/predictionstrip.h"
#include "controls/stepcard.h"

#include "catchqt.h"
#include "predictfixture.h"
#include "uisettle.h"

#include <catch2/catch.hpp>

#include <QAbstractButton>
#include <QAccessible>
#include <QApplication>
#include <QLabel>
#include <QLineEdit>
#include <QRegularExpression>
#include <QTableWidget>
#include <QTextDocument>
#include <QTextEdit>

#include <cmath>
#include <set>
#include <string>

using namespace nk::ui;

namespace {

// A number as it is written on screen, with how finely it is written.
struct ShownNumber
{
    double value = 0.0;
    double halfUlp = 0.0; // half a unit in its last written digit
    int digits = 0;       // significant digits written
};

QList<ShownNumber> numbersIn(const QString &text)
{
    QString t = text;
    t.replace(QChar(0x2212), QLatin1Char('-')); // −
    t.remove(QChar(0x2009));                    // thin space between digit groups
    t.remove(QChar(0x202F));
    static const QRegularExpression number(
        QStringLiteral("-?(\\d+)(?:\\.(\\d+))?(?:\\s*(?:[eE]|×\\s*10\\^?)([-+]?\\d+))?"));
    QList<ShownNumber> out;
    for (auto it = number.globalMatch(t); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        const QString whole = m.captured(1), fraction = m.captured(2);
        const int exponent = m.captured(3).isEmpty() ? 0 : m.captured(3).toInt();
        QString digits = whole + fraction;
        while (digits.startsWith(QLatin1Char('0')))
            digits.remove(0, 1);
        ShownNumber n;
        n.value = (whole + QLatin1Char('.') + (fraction.isEmpty() ? QStringLiteral("0") : fraction))
                      .toDouble() *
                  std::pow(10.0, exponent);
        if (m.captured(0).startsWith(QLatin1Char('-')))
            n.value = -n.value;
        n.halfUlp = 0.5 * std::pow(10.0, exponent - int(fraction.size()));
        n.digits = int(digits.size());
        out << n;
    }
    return out;
}

// True when `shown` could be `value` written to fewer digits (or exactly), sign aside: a
// magnitude without its sign gives the answer away too.
bool writes(const ShownNumber &shown, double value)
{
    if (shown.digits < 3 || !std::isfinite(value))
        return false; // "1", "0.5": too short to tell an answer from anything else
    return std::abs(std::abs(shown.value) - std::abs(value)) <= shown.halfUlp * (1 + 1e-9);
}

QString plain(const QString &text)
{
    if (!Qt::mightBeRichText(text))
        return text;
    QTextDocument doc;
    doc.setHtml(text);
    return doc.toPlainText();
}

struct Seen
{
    QString where; // the widget's class and object name
    QString text;
};

// Everything the window shows in words: labels, buttons, fields, tables, formulas, chart texts,
// and what a screen reader is told (names, descriptions, values, tooltips).
QList<Seen> shownTexts(QWidget *root)
{
    QList<Seen> out;
    for (QWidget *w : root->findChildren<QWidget *>()) {
        if (!w->isVisible() || w->width() <= 0 || w->height() <= 0)
            continue;
        const QString where =
            QString::fromLatin1(w->metaObject()->className()) + QLatin1Char(' ') + w->objectName();
        auto add = [&](const QString &t) {
            if (!t.trimmed().isEmpty())
                out << Seen{where, plain(t)};
        };
        if (auto l = qobject_cast<QLabel *>(w))
            add(l->text());
        if (auto b = qobject_cast<QAbstractButton *>(w))
            add(b->text());
        if (auto e = qobject_cast<QLineEdit *>(w))
            add(e->text().isEmpty() ? e->placeholderText() : e->text());
        if (auto e = qobject_cast<QTextEdit *>(w))
            add(e->toPlainText());
        if (auto t = qobject_cast<QTableWidget *>(w))
            for (int r = 0; r < t->rowCount(); ++r)
                for (int c = 0; c < t->columnCount(); ++c)
                    if (t->item(r, c))
                        add(t->item(r, c)->text());
        if (auto f = qobject_cast<FormulaView *>(w))
            add(f->plainText());
        if (auto c = qobject_cast<ChartPanel *>(w))
            for (const QString &t : c->visibleTexts())
                add(t);
        if (auto k = qobject_cast<KitchenView *>(w))
            for (bool layerNorm : {true, false})
                for (int i = 0; !k->dishToolTip(layerNorm, i).isEmpty(); ++i)
                    add(k->dishToolTip(layerNorm, i)); // what hovering a dish says
        add(w->toolTip());
        if (QAccessibleInterface *a = QAccessible::queryAccessibleInterface(w))
            for (QAccessible::Text kind :
                 {QAccessible::Name, QAccessible::Description, QAccessible::Value})
                add(a->text(kind));
    }
    return out;
}

struct Walk : PredictFixture
{
    Walk()
    {
        // Values that do not look like each other or like the step numbers.
        controller.setInputText(QStringLiteral("2.5, -1.25, 3.75, 0.625"));
    }
    void revealAll()
    {
        for (int i = 0; i < 6 && view()->revealCurrent(); ++i)
            settleUi();
    }
    // The numbers the reveal of the current step brings: the asking cards' results and the
    // panel's answers. Reveals the step.
    QList<double> revealed()
    {
        QList<const nk::TraceStep *> asking;
        for (StepCard *c : view()->layerNormCards() + view()->rmsNormCards())
            if (c->isAsking()) {
                const bool ln = view()->layerNormCards().contains(c);
                asking << (ln ? controller.layerNorm() : controller.rmsNorm())->step(c->stepId());
            }
        QList<double> answers;
        if (ChapterPanel *panel = view()->chapterPanel())
            if (view()->predictionStrip()->isVisible() && view()->predictionStrip()->isAsking())
                for (const ChapterPanel::Question &q : panel->questions())
                    answers << q.answer;
        revealAll();
        // The step's scalar and its vector, as the trace has them (the card shows a vector in
        // its live formula).
        for (const nk::TraceStep *st : asking) {
            REQUIRE(st);
            if (st->hasScalar)
                answers << st->scalar;
            for (double v : st->values)
                answers << v;
        }
        return answers;
    }
};

} // namespace

TEST_CASE("predict mode: no view shows a value before its reveal, on any step that asks",
          "[predict]")
{
    Walk w;
    w.view()->setPredictMode(true);
    std::set<std::string> leaks;
    int asked = 0, answers = 0;
    for (int chapter : ChapterCatalog::instance().ids()) {
        w.controller.setChapter(chapter);
        settleUi();
        for (int step = 1; step <= w.controller.stepCount(); ++step) {
            // Before the step: the givens (what earlier steps and the chapter put on screen).
            w.controller.setTime(step - 1);
            settleUi();
            w.revealAll();
            const QList<Seen> givens = shownTexts(&w.window);
            w.controller.setTime(step);
            settleUi();
            if (!w.view()->isRevealPending())
                continue;
            ++asked;
            const QList<Seen> before = shownTexts(&w.window);
            const QList<double> values = w.revealed();
            answers += values.size();
            for (double v : values) {
                bool given = false;
                for (const Seen &s : givens)
                    for (const ShownNumber &n : numbersIn(s.text))
                        given = given || writes(n, v);
                if (given)
                    continue;
                for (const Seen &s : before)
                    for (const ShownNumber &n : numbersIn(s.text))
                        if (writes(n, v))
                            leaks.insert("chapter " + std::to_string(chapter) + " step " +
                                         std::to_string(step) + ": " + std::to_string(v) + " in " +
                                         s.where.toStdString() + ": '" +
                                         s.text.simplified().left(160).toStdString() + "'");
            }
        }
    }
    INFO(asked << " steps asked, " << answers << " values revealed");
    CHECK(asked >= 10); // the walk reached the asking steps, so it can fail
    CHECK(answers >= asked);
    std::string all;
    for (const std::string &l : leaks)
        all += l + "\n";
    INFO(all);
    CHECK(leaks.empty());
}
