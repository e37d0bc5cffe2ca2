#include "guioptions.h"

#include "base/zoomrange.h"
#include "lesson/lessoncontroller.h"

#include "io/presets.h"
#include "io/vectorparser.h"

#include <QHostAddress>
#include <QRegularExpression>

using namespace nk::ui;

namespace {

QString parseNumbers(const QString &option, const QString &value, std::vector<double> &out)
{
    const nk::ParseResult r = nk::VectorParser::parse(value.toStdString());
    if (!r.ok())
        return QStringLiteral("%1: %2").arg(option, QString::fromStdString(r.error->message()));
    out = r.values;
    return {};
}

} // namespace

QString GuiOptions::usage()
{
    return QStringLiteral(
        "usage: normkitchen [LESSON_FILE] [--lang zh|en] [--theme light|dark|projector]\n"
        "                   [--large-text]\n"
        "                   [--preset NAME | --vector V] [--gamma G] [--beta B] [--eps E]\n"
        "                   [--precision fp64|fp32|fp16|bf16] [--accumulate storage|fp32]\n"
        "                   [--variance two-pass|one-pass|welford]\n"
        "                   [--mode start|execute|monitor|finish] [--chapter N] [--step K]\n"
        "                   [--zoom Z] [--predict] [--screenshot FILE.png [--size WxH] "
        "[--presenter]]\n"
        "                   [--session [--session-host ADDR] [--session-port P]\n"
        "                              [--session-code C] [--session-stdin]]  serve a class\n"
        "                   on the network (--session-stdin: the teacher's controls as lines on\n"
        "                   stdin, for tests)\n"
        "       normkitchen trace --help     step-by-step computation as text, CSV or JSON\n"
        "       normkitchen bench --help     time the batch kernels against a copy and a naive "
        "loop\n"
        "       normkitchen sweep --help     the error sweeps the Monitor charts\n"
        "       normkitchen quiz --help      an exercise sheet by its number, with its key, or\n"
        "                                    asked and graded in the terminal (--ask)\n"
        "       normkitchen train --help     train a small LayerNorm and RMSNorm model side by "
        "side\n"
        "       normkitchen handout --help   the lesson's handout as a PDF\n"
        "       normkitchen session-bench --help   a class of simulated phones on loopback\n");
}

QString GuiOptions::parse(const QStringList &args, GuiOptions &o)
{
    // As the commands do (CommandArguments): --help wins anywhere, an unknown option is named
    // as such even when it comes last, and an option given twice is refused.
    if (args.contains(QLatin1String("--help")) || args.contains(QLatin1String("-h")))
        return QStringLiteral("help");
    static const QStringList valued = {
        QStringLiteral("--lang"),         QStringLiteral("--theme"),
        QStringLiteral("--preset"),       QStringLiteral("--vector"),
        QStringLiteral("--gamma"),        QStringLiteral("--beta"),
        QStringLiteral("--eps"),          QStringLiteral("--precision"),
        QStringLiteral("--accumulate"),   QStringLiteral("--variance"),
        QStringLiteral("--mode"),         QStringLiteral("--chapter"),
        QStringLiteral("--step"),         QStringLiteral("--zoom"),
        QStringLiteral("--screenshot"),   QStringLiteral("--size"),
        QStringLiteral("--session-host"), QStringLiteral("--session-port"),
        QStringLiteral("--session-code")};
    QStringList seen;
    for (int i = 0; i < args.size(); ++i) {
        const QString a = args[i];
        if (a.startsWith(QLatin1String("--"))) {
            if (seen.contains(a))
                return QStringLiteral("%1 is given twice").arg(a);
            seen << a;
        }
        if (!a.startsWith(QLatin1String("--"))) {
            if (!o.lessonFile.isEmpty())
                return QStringLiteral("unexpected argument '%1'").arg(a);
            o.lessonFile = a;
            continue;
        }
        if (a == QLatin1String("--help") || a == QLatin1String("-h"))
            return QStringLiteral("help");
        if (a == QLatin1String("--predict")) {
            o.predict = true;
            continue;
        }
        if (a == QLatin1String("--large-text")) {
            o.largeText = true;
            continue;
        }
        if (a == QLatin1String("--presenter")) {
            o.presenter = true;
            continue;
        }
        if (a == QLatin1String("--session")) {
            o.session = true;
            continue;
        }
        if (a == QLatin1String("--session-stdin")) {
            o.sessionStdin = true;
            continue;
        }
        if (!valued.contains(a))
            return QStringLiteral("unknown option '%1' (see --help)").arg(a);
        if (i + 1 >= args.size())
            return QStringLiteral("%1 needs a value").arg(a);
        const QString v = args[++i];
        if (a == QLatin1String("--lang")) {
            if (v != QLatin1String("zh") && v != QLatin1String("en"))
                return QStringLiteral("--lang: expected zh or en, got '%1'").arg(v);
            o.language = v;
        } else if (a == QLatin1String("--theme")) {
            if (v != QLatin1String("light") && v != QLatin1String("dark") &&
                v != QLatin1String("projector"))
                return QStringLiteral("--theme: expected light, dark or projector, got '%1'")
                    .arg(v);
            o.theme = v;
        } else if (a == QLatin1String("--preset")) {
            if (!nk::Presets::find(v.toStdString()))
                return QStringLiteral(
                           "--preset: unknown preset '%1' (see normkitchen trace --list-presets)")
                    .arg(v);
            o.preset = v;
        } else if (a == QLatin1String("--vector")) {
            std::vector<double> x;
            if (QString e = parseNumbers(a, v, x); !e.isEmpty())
                return e;
            o.vector = x;
        } else if (a == QLatin1String("--gamma")) {
            std::vector<double> x;
            if (QString e = parseNumbers(a, v, x); !e.isEmpty())
                return e;
            o.gamma = x;
        } else if (a == QLatin1String("--beta")) {
            std::vector<double> x;
            if (QString e = parseNumbers(a, v, x); !e.isEmpty())
                return e;
            o.beta = x;
        } else if (a == QLatin1String("--eps")) {
            std::vector<double> x;
            if (QString e = parseNumbers(a, v, x); !e.isEmpty())
                return e;
            if (x.size() != 1 || x[0] < 0)
                return QStringLiteral("--eps: expected one number >= 0");
            o.eps = x[0];
        } else if (a == QLatin1String("--precision")) {
            o.precision = nk::parsePrecision(v.toStdString());
            if (!o.precision)
                return QStringLiteral("--precision: expected fp64, fp32, fp16 or bf16, got '%1'")
                    .arg(v);
        } else if (a == QLatin1String("--accumulate")) {
            o.accumulation = nk::parseAccumulation(v.toStdString());
            if (!o.accumulation)
                return QStringLiteral("--accumulate: expected storage or fp32, got '%1'").arg(v);
        } else if (a == QLatin1String("--variance")) {
            o.variance = nk::parseVarianceAlgorithm(v.toStdString());
            if (!o.variance)
                return QStringLiteral(
                           "--variance: expected two-pass, one-pass or welford, got '%1'")
                    .arg(v);
        } else if (a == QLatin1String("--mode")) {
            if (!LessonController::modeFromName(v))
                return QStringLiteral(
                           "--mode: expected start, execute, monitor or finish, got '%1'")
                    .arg(v);
            o.mode = v;
        } else if (a == QLatin1String("--chapter")) {
            bool ok = false;
            o.chapter = v.toInt(&ok);
            const QList<int> &chapters = LessonController::chapters();
            if (!ok || !chapters.contains(o.chapter)) {
                QStringList ids;
                for (int c : chapters)
                    ids << QString::number(c);
                return QStringLiteral("--chapter: expected one of %1, got '%2'")
                    .arg(ids.join(QStringLiteral(", ")), v);
            }
        } else if (a == QLatin1String("--step")) {
            bool ok = false;
            o.step = v.toInt(&ok);
            if (!ok || o.step < 1)
                return QStringLiteral("--step: expected a step number from 1, got '%1'").arg(v);
        } else if (a == QLatin1String("--zoom")) {
            bool ok = false;
            o.zoom = v.toDouble(&ok);
            if (!ok || o.zoom < ZoomRange::kMin || o.zoom > ZoomRange::kMax)
                return QStringLiteral("--zoom: expected a factor from %1 to %2, got '%3'")
                    .arg(ZoomRange::kMin)
                    .arg(ZoomRange::kMax)
                    .arg(v);
        } else if (a == QLatin1String("--screenshot")) {
            o.screenshot = v;
        } else if (a == QLatin1String("--size")) {
            static const QRegularExpression re(QStringLiteral("^(\\d{2,5})x(\\d{2,5})$"));
            const auto m = re.match(v);
            if (!m.hasMatch())
                return QStringLiteral("--size: expected WIDTHxHEIGHT such as 1920x1080, got '%1'")
                    .arg(v);
            o.size = QSize(m.captured(1).toInt(), m.captured(2).toInt());
        } else if (a == QLatin1String("--session-host")) {
            // An address, never a name: nothing is looked up.
            if (QHostAddress(v).isNull())
                return QStringLiteral("--session-host: expected an IP address such as "
                                      "192.168.1.20 or 127.0.0.1, got '%1'")
                    .arg(v);
            o.sessionHost = v;
        } else if (a == QLatin1String("--session-port")) {
            bool ok = false;
            o.sessionPort = v.toInt(&ok);
            if (!ok || o.sessionPort < 0 || o.sessionPort > 65535)
                return QStringLiteral("--session-port: expected a port from 0 to 65535, got '%1'")
                    .arg(v);
        } else if (a == QLatin1String("--session-code")) {
            static const QRegularExpression code(QStringLiteral("^[A-Za-z0-9]{4,32}$"));
            if (!code.match(v).hasMatch())
                return QStringLiteral("--session-code: expected 4 to 32 letters and digits, got "
                                      "'%1'")
                    .arg(v);
            o.sessionCode = v;
        } else {
            return QStringLiteral("unknown option '%1' (see --help)").arg(a);
        }
    }
    if (!o.session && (seen.contains(QLatin1String("--session-host")) ||
                       seen.contains(QLatin1String("--session-port")) ||
                       seen.contains(QLatin1String("--session-code")) || o.sessionStdin))
        return QStringLiteral("--session-host, --session-port, --session-code and "
                              "--session-stdin go with --session");
    if (o.presenter && o.screenshot.isEmpty())
        return QStringLiteral("--presenter goes with --screenshot (F5 opens the console on a "
                              "second screen)");
    if (!o.preset.isEmpty() && o.vector)
        return QStringLiteral("give --preset or --vector, not both");
    return {};
}
