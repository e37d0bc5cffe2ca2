// Screen readers and keyboards: every control of every mode and chapter step has an accessible
// name in both languages, and Tab reaches every control of the page shown.
#include "lesson/chaptercatalog.h"
#include "panels/codeview.h"
#include "lesson/lessoncontroller.h"
#include "window/mainwindow.h"
#include "panels/transformerblockdiagram.h"

#include "catchqt.h"

#include "sanitizedlooks.h"

#include <catch2/catch.hpp>

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAbstractSpinBox>
#include <QAccessible>
#include <QApplication>
#include <QComboBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMap>
#include <QSet>
#include <QSlider>

using namespace nk::ui;

namespace {

struct AccessibilityFixture
{
    LessonController controller;
    MainWindow window{&controller};
    AccessibilityFixture()
    {
        window.resize(1600, 900);
        window.show();
        window.activateWindow();
        QApplication::setActiveWindow(&window);
        QApplication::processEvents();
    }
};

// A line edit inside a spin box or an editable combo box is a part of that control, which
// carries the name; so is a table's header (the table interface gives its cells' headers).
bool isPartOfControl(const QWidget *w)
{
    const QWidget *parent = w->parentWidget();
    if (!parent)
        return false;
    return (qobject_cast<const QLineEdit *>(w) && (qobject_cast<const QAbstractSpinBox *>(parent) ||
                                                   qobject_cast<const QComboBox *>(parent))) ||
           (qobject_cast<const QHeaderView *>(w) &&
            qobject_cast<const QAbstractItemView *>(parent));
}

bool needsName(QWidget *w)
{
    if (!w->isVisible() || isPartOfControl(w))
        return false;
    // A label's name is its text: an empty one (a result not shown yet) says nothing, and
    // screen readers skip it.
    if (auto *label = qobject_cast<QLabel *>(w); label && label->text().isEmpty())
        return false;
    return w->focusPolicy() != Qt::NoFocus || qobject_cast<QAbstractButton *>(w) ||
           qobject_cast<QLineEdit *>(w) || qobject_cast<QSlider *>(w) ||
           qobject_cast<QComboBox *>(w) || qobject_cast<QAbstractSpinBox *>(w) ||
           qobject_cast<QAbstractItemView *>(w);
}

QString describe(const QWidget *w)
{
    QStringList chain;
    for (const QWidget *p = w; p && chain.size() < 5; p = p->parentWidget())
        chain << QStringLiteral("%1(%2)").arg(QString::fromLatin1(p->metaObject()->className()),
                                              p->objectName());
    return chain.join(QStringLiteral(" < "));
}

// Every visible control of the window without a name, as "where: widget < parents".
void walk(MainWindow &window, const QString &where, QMap<QString, QString> &unnamed)
{
    QApplication::processEvents();
    for (QWidget *w : window.findChildren<QWidget *>()) {
        if (!needsName(w))
            continue;
        QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(w);
        const QString name = iface ? iface->text(QAccessible::Name).trimmed() : QString();
        if (name.isEmpty()) {
            QString what = describe(w);
            if (auto *label = qobject_cast<QLabel *>(w))
                what += QStringLiteral(" text=\"%1\"").arg(label->text().left(40));
            // Each widget once, where it first shows.
            if (!unnamed.contains(what))
                unnamed.insert(what, where);
        }
    }
}

} // namespace

TEST_CASE("every control in every mode and chapter step has an accessible name",
          "[accessibility][window][long]")
{
    AccessibilityFixture f;
    QMap<QString, QString> unnamed; // widget → where it first showed
    // Sanitized, Chinese only (Tab's walk below takes English): see sanitizedlooks.h.
    for (const char *lang : looksToWalk(std::vector<const char *>{"zh", "en"}, 1)) {
        const QString language = QString::fromLatin1(lang);
        f.window.setLanguage(language);
        for (auto mode : {LessonController::Mode::Start, LessonController::Mode::Monitor,
                          LessonController::Mode::Finish}) {
            f.controller.setMode(mode);
            walk(f.window, QStringLiteral("%1 mode %2").arg(language).arg(int(mode)), unnamed);
        }
        f.controller.setMode(LessonController::Mode::Execute);
        for (int id : ChapterCatalog::instance().ids()) {
            f.controller.setChapter(id);
            f.controller.setMode(LessonController::Mode::Execute);
            for (int s = 0; s < f.controller.stepCount(); ++s) {
                f.controller.setTime(s + 1);
                walk(f.window,
                     QStringLiteral("%1 chapter %2 step %3").arg(language).arg(id).arg(s + 1),
                     unnamed);
            }
        }
    }
    QStringList report;
    for (auto it = unnamed.cbegin(); it != unnamed.cend(); ++it)
        report << it.value() + QStringLiteral(": ") + it.key();
    INFO(report.join(QLatin1Char('\n')).toStdString());
    CHECK(unnamed.isEmpty());
}

TEST_CASE("Tab reaches every control of the page shown", "[accessibility][window][long]")
{
    AccessibilityFixture f;
    f.window.setLanguage(QStringLiteral("en"));
    auto check = [&f](const QString &where) {
        QApplication::processEvents();
        QSet<QWidget *> wanted;
        for (QWidget *w : f.window.findChildren<QWidget *>())
            if (w->isVisible() && w->isEnabled() && (w->focusPolicy() & Qt::TabFocus) &&
                !isPartOfControl(w))
                wanted.insert(w);
        QWidget *start = QApplication::focusWidget();
        if (!start) {
            f.window.setFocus();
            start = QApplication::focusWidget();
        }
        REQUIRE(start);
        QSet<QWidget *> reached;
        // Each control once, plus room for the ones outside the page (mode bar, chapter list).
        for (int i = 0; i < 4 * int(wanted.size()) + 8; ++i) {
            QWidget *focus = QApplication::focusWidget();
            if (!focus)
                break;
            reached.insert(focus);
            // Tab as the user presses it: a widget that keeps Tab for itself traps the user.
            QKeyEvent tab(QEvent::KeyPress, Qt::Key_Tab, Qt::NoModifier);
            QApplication::sendEvent(focus, &tab);
            QApplication::processEvents();
        }
        QStringList missed;
        for (QWidget *w : std::as_const(wanted))
            if (!reached.contains(w))
                missed << describe(w);
        INFO(where.toStdString() << "\n" << missed.join(QLatin1Char('\n')).toStdString());
        CHECK(missed.isEmpty());
    };
    for (auto mode : {LessonController::Mode::Start, LessonController::Mode::Monitor,
                      LessonController::Mode::Finish}) {
        f.controller.setMode(mode);
        check(QStringLiteral("mode %1").arg(int(mode)));
    }
    for (int id : ChapterCatalog::instance().ids()) {
        f.controller.setChapter(id);
        f.controller.setMode(LessonController::Mode::Execute);
        for (int s = 0; s < f.controller.stepCount(); ++s) {
            f.controller.setTime(s + 1);
            check(QStringLiteral("chapter %1 step %2").arg(id).arg(s + 1));
        }
    }
}

TEST_CASE("painted chapter widgets describe what they show", "[accessibility][panels]")
{
    // Chapter 8's block diagram: both blocks in the order data flows through the boxes drawn.
    TransformerBlockDiagram diagram;
    diagram.resize(800, 600);
    QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(&diagram);
    REQUIRE(iface);
    CHECK(iface->role() == QAccessible::Chart);
    CHECK_FALSE(iface->text(QAccessible::Name).isEmpty());
    const QString description = iface->text(QAccessible::Description);
    INFO(description.toStdString());
    QStringList preNorm;
    for (const TransformerBlockDiagram::Box &b : diagram.boxes())
        if (b.preNorm)
            preNorm << b.label;
    REQUIRE(preNorm.size() >= 3);
    // The pre-norm block: a norm before attention, as the boxes are laid out.
    CHECK(description.contains(preNorm[0] + QStringLiteral(" → ") + preNorm[1]));
    diagram.setEmphasis(TransformerBlockDiagram::Emphasis::PostNorm);
    CHECK(iface->text(QAccessible::Description) != description);

    // Chapter 9's painted listing: its lines and the lit ones.
    CodeView code;
    code.setCode({QStringLiteral("mu = x.mean()"), QStringLiteral("var = x.var()")}, true);
    code.setHighlightedLines({1});
    QAccessibleInterface *listing = QAccessible::queryAccessibleInterface(&code);
    REQUIRE(listing);
    CHECK(listing->text(QAccessible::Description).contains(QStringLiteral("var = x.var()")));
    CHECK(listing->text(QAccessible::Description).contains(QStringLiteral(": 2")));
}
