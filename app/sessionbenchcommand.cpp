#include "sessionbenchcommand.h"

#include "commandarguments.h"

#include "io/jsonwriter.h"
#include "lesson/lessoncontroller.h"
#include "session/sessionserver.h"
#include "formula/formularenderer.h"
#include "window/mainwindow.h"

#include <QApplication>
#include <QDeadlineTimer>
#include <QElapsedTimer>
#include <QJsonDocument>
#include <QJsonObject>
#include <QWebSocket>

#include <algorithm>
#include <cstdio>
#include <memory>

using namespace nk::ui;

namespace {

// One simulated phone: joins on connecting, answers each open question once.
struct BenchStudent
{
    QWebSocket socket;
    bool welcomed = false;
    int stepSeen = 0;   // the step number of the last state
    QString answeredId; // the last question answered
    int reveals = 0;
    qint64 lastStateNs = 0; // when the last state arrived (the bench's clock)
};

bool spin(const std::function<bool()> &done, int ms)
{
    QDeadlineTimer deadline(ms);
    while (!done() && !deadline.hasExpired())
        QCoreApplication::processEvents(QEventLoop::AllEvents, 5);
    return done();
}

double percentile(std::vector<double> v, double p)
{
    if (v.empty())
        return 0.0;
    std::sort(v.begin(), v.end());
    const size_t i = std::min(v.size() - 1, size_t(p * double(v.size() - 1) + 0.5));
    return v[i];
}

} // namespace

std::string SessionBenchCommand::usage()
{
    return "usage: normkitchen session-bench --students N --questions Q [--format text|json]\n"
           "                                 [--window]\n"
           "  A class on loopback (127.0.0.1): N students (1-300) join a session, the teacher\n"
           "  changes step and asks Q questions (0-1000), each student answers each. Prints\n"
           "  students_joined, answers_sent, answers_counted, answers_lost, the state\n"
           "  broadcast's latency to each phone (broadcast_p50_ms, broadcast_p99_ms) and the\n"
           "  teacher's step change with everyone connected (step_change_p50_ms, _max_ms).\n"
           "  --window: the lesson in a window (offscreen), the step change timed with its layout\n"
           "  and repaint. Exit status 1 when a student or an answer was lost.\n";
}

SessionBenchCommand::Options SessionBenchCommand::parse(const std::vector<std::string> &args)
{
    Options o;
    const auto whole = [](const std::string &name, const std::string &v, int lo, int hi) {
        size_t used = 0;
        int n = 0;
        try {
            n = std::stoi(v, &used);
        } catch (...) {
            used = 0;
        }
        if (used != v.size() || v.empty() || !std::isdigit(static_cast<unsigned char>(v[0])) ||
            n < lo || n > hi)
            throw CommandArguments::UsageError{name + ": expected a whole number from " +
                                               std::to_string(lo) + " to " + std::to_string(hi) +
                                               ", got '" + v + "'"};
        return n;
    };
    o.help = !CommandArguments::forEachOption(
        args,
        [&](const std::string &name, const std::string &v) {
            if (name == "--students")
                o.students = whole(name, v, 1, kMaxStudents);
            else if (name == "--questions")
                o.questions = whole(name, v, 0, kMaxQuestions);
            else if (name == "--window")
                o.window = true;
            else if (name == "--format") {
                if (v != "text" && v != "json")
                    throw CommandArguments::UsageError{"--format: expected text or json, got '" +
                                                       v + "'"};
                o.format = v;
            }
        },
        {"--students", "--questions", "--format"}, {"--window"});
    return o;
}

int SessionBenchCommand::run(int argc, char **argv, const std::vector<std::string> &args)
{
    Options o;
    const int status = CommandArguments::run("session-bench", [&] {
        o = parse(args);
        return 0;
    });
    if (status != 0)
        return status;
    if (o.help) {
        std::fputs(usage().c_str(), stdout);
        return 0;
    }
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);

    LessonController lesson;
    std::unique_ptr<MainWindow> window;
    if (o.window) {
        FormulaRenderer::instance();
        window = std::make_unique<MainWindow>(&lesson);
        window->resize(1920, 1080);
        window->show();
    }
    lesson.setMode(LessonController::Mode::Execute);
    if (window) {
        // Every step's formulas typeset once, as in a lesson under way.
        for (int step = 1; step <= lesson.stepCount(); ++step) {
            lesson.setTime(step);
            QApplication::processEvents();
        }
        FormulaRenderer::instance()->waitUntilIdle(30000);
        lesson.setTime(1.0);
        QApplication::processEvents();
    }
    nk::ui::SessionServer server(&lesson);
    if (!server.start(QHostAddress::LocalHost, 0)) {
        std::fprintf(stderr, "normkitchen session-bench: %s\n", qPrintable(server.errorString()));
        return 1;
    }
    QElapsedTimer clock;
    clock.start();

    std::vector<std::unique_ptr<BenchStudent>> students;
    int answersSent = 0;
    QString openQuestion; // what the phones see as open
    const QUrl url(
        QStringLiteral("ws://127.0.0.1:%1/ws?code=%2").arg(server.port()).arg(server.code()));
    for (int i = 0; i < o.students; ++i) {
        auto s = std::make_unique<BenchStudent>();
        BenchStudent *st = s.get();
        QObject::connect(&st->socket, &QWebSocket::connected, &st->socket, [st, i] {
            st->socket.sendTextMessage(
                QStringLiteral("{\"type\":\"join\",\"nick\":\"Student bench %1\"}").arg(i + 1));
        });
        QObject::connect(
            &st->socket, &QWebSocket::textMessageReceived, &st->socket,
            [st, i, &clock, &answersSent](const QString &text) {
                const QJsonObject m = QJsonDocument::fromJson(text.toUtf8()).object();
                const QString type = m.value(QStringLiteral("type")).toString();
                if (type == QLatin1String("welcome")) {
                    st->welcomed = true;
                } else if (type == QLatin1String("state")) {
                    st->lastStateNs = clock.nsecsElapsed();
                    st->stepSeen = m.value(QStringLiteral("step"))
                                       .toObject()
                                       .value(QStringLiteral("number"))
                                       .toInt();
                    const QJsonObject q = m.value(QStringLiteral("question")).toObject();
                    const QString id = q.value(QStringLiteral("id")).toString();
                    if (q.value(QStringLiteral("open")).toBool() && id != st->answeredId) {
                        st->answeredId = id;
                        // Half right, half a slip.
                        st->socket.sendTextMessage(
                            QStringLiteral(
                                "{\"type\":\"answer\",\"question\":\"%1\",\"text\":\"%2\"}")
                                .arg(id, i % 2 ? QStringLiteral("2.5") : QStringLiteral("3")));
                        ++answersSent;
                    }
                } else if (type == QLatin1String("reveal")) {
                    ++st->reveals;
                }
            });
        st->socket.open(url);
        students.push_back(std::move(s));
    }
    spin(
        [&] {
            return std::all_of(students.begin(), students.end(),
                               [](const auto &s) { return s->welcomed; });
        },
        60000);
    int joined = 0;
    for (const auto &s : students)
        joined += s->welcomed;

    // The teacher's step changes and their broadcasts, then a question each.
    std::vector<double> latencies, stepMs, sendMs;
    int answersCounted = 0;
    const int stepCount = std::max(2, lesson.stepCount());
    for (int q = 0; q < std::max(o.questions, 1); ++q) {
        spin([] { return false; }, 30); // the count updates settle
        const double t = double(1 + (q + 1) % stepCount);
        const qint64 t0 = clock.nsecsElapsed();
        lesson.setTime(t);
        if (window)
            QApplication::processEvents(); // layout, then the dirty regions' paint
        stepMs.push_back(double(clock.nsecsElapsed() - t0) / 1e6);
        const int expected = lesson.currentStep() + 1;
        for (const auto &s : students)
            s->lastStateNs = 0;
        spin(
            [&] {
                return std::all_of(students.begin(), students.end(), [&](const auto &s) {
                    return !s->welcomed || (s->stepSeen == expected && s->lastStateNs > t0);
                });
            },
            30000);
        for (const auto &s : students)
            if (s->welcomed && s->lastStateNs > t0)
                latencies.push_back(double(s->lastStateNs - t0) / 1e6);
        sendMs.push_back(double(server.lastBroadcastNs()) / 1e6);
        if (q >= o.questions)
            break;
        SessionQuestion question;
        question.prompt = QStringLiteral("Bench question %1").arg(q + 1);
        question.answer = 2.5;
        server.askQuestion(question);
        spin([&] { return server.answeredCount() >= joined; }, 30000);
        answersCounted += server.answeredCount();
        server.reveal();
        const int reveals = q + 1;
        spin(
            [&] {
                return std::all_of(students.begin(), students.end(), [&](const auto &s) {
                    return !s->welcomed || s->reveals >= reveals;
                });
            },
            30000);
    }
    const double p50 = percentile(latencies, 0.50), p99 = percentile(latencies, 0.99);
    const double stepP50 = percentile(stepMs, 0.50),
                 stepMax = stepMs.empty() ? 0.0 : *std::max_element(stepMs.begin(), stepMs.end());
    const double sendP50 = percentile(sendMs, 0.50),
                 sendMax = sendMs.empty() ? 0.0 : *std::max_element(sendMs.begin(), sendMs.end());
    const int lost = answersSent - answersCounted;
    server.stop();
    spin(
        [&] {
            return std::all_of(students.begin(), students.end(), [](const auto &s) {
                return s->socket.state() == QAbstractSocket::UnconnectedState;
            });
        },
        5000);

    if (o.format == "json") {
        nk::JsonWriter w;
        w.beginObject().key("students").value(o.students).key("questions").value(o.questions);
        w.key("students_joined").value(joined).key("answers_sent").value(answersSent);
        w.key("answers_counted").value(answersCounted).key("answers_lost").value(lost);
        w.key("broadcast_p50_ms").value(p50).key("broadcast_p99_ms").value(p99);
        w.key("step_change_p50_ms").value(stepP50).key("step_change_max_ms").value(stepMax);
        w.key("broadcast_send_p50_ms").value(sendP50).key("broadcast_send_max_ms").value(sendMax);
        w.key("window").value(o.window);
        w.endObject();
        std::printf("%s\n", w.str().c_str());
    } else {
        std::printf("students %d, questions %d (127.0.0.1)\n", o.students, o.questions);
        std::printf("students_joined %d\nanswers_sent %d\nanswers_counted %d\nanswers_lost %d\n",
                    joined, answersSent, answersCounted, lost);
        std::printf("broadcast_p50_ms %.2f\nbroadcast_p99_ms %.2f\n", p50, p99);
        std::printf("step_change_p50_ms %.3f\nstep_change_max_ms %.3f%s\n", stepP50, stepMax,
                    o.window ? " (window: layout and repaint included)" : " (headless lesson)");
        std::printf("broadcast_send_p50_ms %.3f\nbroadcast_send_max_ms %.3f (serialise once, "
                    "send to all)\n",
                    sendP50, sendMax);
    }
    window.reset();
    if (o.window)
        FormulaRenderer::shutdown();
    return joined == o.students && lost == 0 ? 0 : 1;
}
