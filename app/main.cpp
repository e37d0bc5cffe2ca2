// normkitchen: the window, or a command without one (trace, bench, sweep, train, quiz).
#include "benchcommand.h"
#include "guioptions.h"
#include "handoutcommand.h"
#include "quizcommand.h"
#include "headlessrun.h"
#include "quizsession.h"
#include "sessionbenchcommand.h"
#include "sessionmenu.h"
#include "sessionstdin.h"
#include "sweepcommand.h"
#include "traincommand.h"
#include "tracecommand.h"

#include "base/appsettings.h"
#include "views/executeview.h"
#include "formula/formularenderer.h"
#include "io/presets.h"
#include "lesson/lessoncontroller.h"
#include "window/mainwindow.h"
#include "presenter/presenterconsole.h"
#include "presenter/projectorthumbnail.h"
#include "base/theme.h"

#include <QApplication>
#include <QCoreApplication>
#include <QFontDatabase>
#include <QIcon>
#include <QImage>
#include <QMessageBox>
#include <QSettings>
#include <QTemporaryDir>
#include <QTimer>

#if defined(__GLIBC__)
#include <malloc.h>
#endif

#include <cstdio>
#include <memory>
#include <string>
#include <vector>

using namespace nk::ui;

namespace {

bool hasDisplay()
{
    return !qEnvironmentVariableIsEmpty("DISPLAY") ||
           !qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY") ||
           !qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM");
}

void applyOptions(const GuiOptions &o, LessonController &controller, MainWindow &window)
{
    std::vector<double> x = controller.input();
    nk::NormSettings s = controller.settings();
    QString presetId = controller.presetId();
    if (!o.preset.isEmpty()) {
        const nk::Preset *p = nk::Presets::find(o.preset.toStdString());
        x = p->input;
        s = p->settings;
        presetId = QString::fromStdString(p->id); // the current id, for an old one too
    }
    if (o.vector) {
        x = *o.vector;
        presetId.clear();
    }
    if (o.gamma)
        s.gamma = *o.gamma;
    if (o.beta)
        s.beta = *o.beta;
    if (o.eps)
        s.eps = *o.eps;
    if (o.precision)
        s.precision = *o.precision;
    if (o.accumulation)
        s.accumulation = *o.accumulation;
    if (o.variance)
        s.variance = *o.variance;
    if (x != controller.input() || s != controller.settings() || presetId != controller.presetId())
        controller.setState(x, s, presetId);
    if (o.chapter > 0)
        controller.setChapter(o.chapter);
    if (const auto mode = LessonController::modeFromName(o.mode))
        controller.setMode(*mode);
    if (o.step > 0)
        controller.setTime(std::min(o.step, controller.stepCount()));
    if (o.zoom > 0)
        window.setZoom(o.zoom);
    if (o.predict)
        window.executeView()->setPredictMode(true);
}

// Runs what the events posted so far post in turn (layouts that resize widgets that queue
// more layouts and scrolls), a few turns deep: processEvents alone leaves what was posted while
// it ran, and a picture taken then showed the last layout's scroll bar one step behind.
void drainPostedEvents()
{
    for (int turn = 0; turn < 8; ++turn) {
        QCoreApplication::sendPostedEvents();
        QCoreApplication::processEvents();
    }
}

// Lay out, let the views request their formulas, wait for MathJax, lay out again with the
// typeset sizes, until a layout asks for nothing new: a fixed number of rounds left a formula
// still typesetting on a loaded machine, and the same state gave two different pictures.
void settleFormulas()
{
    FormulaRenderer *renderer = FormulaRenderer::instance();
    for (int round = 0; round < 10; ++round) {
        drainPostedEvents();
        if (renderer->isIdle()) {
            drainPostedEvents();
            if (renderer->isIdle())
                return;
        }
        renderer->waitUntilIdle(20000);
    }
}

int takeScreenshot(MainWindow &window, const GuiOptions &o)
{
    window.setAttribute(Qt::WA_DontShowOnScreen, false);
    window.resize(o.size);
    window.show();
    settleFormulas();
    QImage image;
    if (o.presenter) {
        // The console beside the lesson it shows: the lesson window at the same size.
        PresenterConsole *console = window.presenterConsole();
        console->setAttribute(Qt::WA_DontShowOnScreen, false);
        console->resize(o.size);
        console->show();
        settleFormulas();
        console->thumbnail()->updateNow();
        QCoreApplication::processEvents();
        image = console->grab().toImage();
    } else {
        image = window.grab().toImage();
    }
    if (!image.save(o.screenshot)) {
        std::fprintf(stderr, "normkitchen: could not write %s\n", qPrintable(o.screenshot));
        return 1;
    }
    return 0;
}

} // namespace

int main(int argc, char **argv)
{
    if (argc > 1) {
        const std::string command = argv[1];
        const std::vector<std::string> rest(argv + 2, argv + argc);
        if (command == "trace")
            return TraceCommand::run(rest);
        if (command == "bench")
            return BenchCommand::run(rest);
        if (command == "sweep")
            return SweepCommand::run(rest);
        if (command == "train")
            return TrainCommand::run(rest);
        if (command == "handout")
            return HandoutCommand::run(argc, argv, rest);
        if (command == "session-bench")
            return SessionBenchCommand::run(argc, argv, rest);
        if (command == "quiz")
            return QuizCommand::run(rest, [argc, argv](const QuizCommand::Options &o) {
                return QuizSession::runCommand(argc, argv, o);
            });
    }

#if defined(__GLIBC__)
    // Every edit recomputes both traces (several MB at d = 65536). Keep freed buffers in the
    // heap: returning them to the kernel made each recompute page-fault its way to ~25 ms
    // instead of ~3 ms (bench/core_bench prints both).
    mallopt(M_MMAP_THRESHOLD, 64 << 20);
    mallopt(M_TRIM_THRESHOLD, 256 << 20);
#endif
    QStringList arguments;
    for (int i = 1; i < argc; ++i)
        arguments << QString::fromLocal8Bit(argv[i]);
    GuiOptions options;
    const QString problem = GuiOptions::parse(arguments, options);
    if (problem == QLatin1String("help")) {
        std::fputs(qPrintable(GuiOptions::usage()), stdout);
        return 0;
    }
    if (!problem.isEmpty()) {
        std::fprintf(stderr, "normkitchen: %s\n", qPrintable(problem));
        return 2;
    }
    if (!options.screenshot.isEmpty() && !hasDisplay())
        qputenv("QT_QPA_PLATFORM", "offscreen");
    if (options.screenshot.isEmpty() && !hasDisplay()) {
        std::fputs(
            "normkitchen: no display found (DISPLAY and WAYLAND_DISPLAY are not set).\n"
            "  Start it from a desktop session, render a picture with --screenshot FILE.png,\n"
            "  or print the computation with: normkitchen trace --preset worked-example\n",
            stderr);
        return 1;
    }

    if (!options.screenshot.isEmpty())
        HeadlessRun::prepare();
    QApplication app(argc, argv);
    // A screenshot renders the defaults plus the options given, and remembers nothing: the
    // settings live in a folder that is deleted on exit.
    QTemporaryDir screenshotSettings;
    if (!options.screenshot.isEmpty())
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope,
                           screenshotSettings.path());
    QApplication::setApplicationName(QStringLiteral("NormKitchen"));
    QApplication::setOrganizationName(QStringLiteral("NormKitchen"));
    QApplication::setApplicationDisplayName(QStringLiteral("NormKitchen 归一化后厨"));
    // The installed .desktop entry's name, so that desktops match windows to it and its icon.
    QGuiApplication::setDesktopFileName(QStringLiteral("org.normkitchen.NormKitchen"));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/org.normkitchen.NormKitchen.svg")));
    QApplication::setStyle(QStringLiteral("Fusion"));
    QFont font(QStringLiteral("Noto Sans"));
    font.setFamilies({QStringLiteral("Noto Sans"), QStringLiteral("Noto Sans CJK SC"),
                      QStringLiteral("DejaVu Sans")});
    font.setPointSize(11);
    QApplication::setFont(font);
    FormulaRenderer::instance(); // start loading MathJax in the background at once

    const Theme::Mode theme =
        Theme::modeFromName(AppSettings::theme()).value_or(Theme::Mode::Light);
    Theme::setMode(theme);
    LessonController controller;
    MainWindow window(&controller);
    window.setTheme(theme);
    if (options.largeText)
        window.setLargeText(true);
    window.setLanguage(options.language.isEmpty() ? AppSettings::language() : options.language);
    window.setZoom(AppSettings::zoom());
    if (!options.lessonFile.isEmpty()) {
        QString error;
        if (!window.openLesson(options.lessonFile, &error)) {
            if (!options.screenshot.isEmpty()) {
                std::fprintf(stderr, "normkitchen: %s\n", qPrintable(error));
                return 2;
            }
            QTimer::singleShot(0, &window, [&window, error] {
                // The same words as File ▸ Open (translated in LessonDocument's context).
                QMessageBox::warning(
                    &window,
                    QCoreApplication::translate("nk::ui::LessonDocument", "Cannot open lesson"),
                    error);
            });
        }
    }
    applyOptions(options, controller, window);
    // The command line's theme wins over the lesson's.
    if (const auto mode = Theme::modeFromName(options.theme))
        window.setTheme(*mode);
    // Reset All returns to the lesson and options the app was started with.
    window.rememberOpenedState();
    SessionMenu session(&controller, &window);
    if (options.session) {
        // A screenshot of a session (its join card) serves on loopback unless told otherwise.
        const QHostAddress host = !options.sessionHost.isEmpty() ? QHostAddress(options.sessionHost)
                                  : options.screenshot.isEmpty()
                                      ? SessionMenu::defaultHost()
                                      : QHostAddress(QHostAddress::LocalHost);
        QString error;
        if (!session.start(host, quint16(options.sessionPort), options.sessionCode, &error)) {
            std::fprintf(stderr, "normkitchen: --session: %s\n", qPrintable(error));
            FormulaRenderer::shutdown();
            return 2;
        }
    }
    std::unique_ptr<SessionStdin> sessionStdin;
    if (options.session && options.sessionStdin && options.screenshot.isEmpty())
        sessionStdin = std::make_unique<SessionStdin>(session.server(), &controller);
    int result = 0;
    if (!options.screenshot.isEmpty()) {
        result = takeScreenshot(window, options);
    } else {
        // First start: fill the screen (a projector or a laptop); later, where the user left it.
        if (window.restoreGeometry(AppSettings::windowGeometry()))
            window.show();
        else
            window.showMaximized();
        result = app.exec();
    }
    // The MathJax worker ends here, while everything it may touch still exists.
    FormulaRenderer::shutdown();
    return result;
}
