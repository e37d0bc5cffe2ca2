#include "quizsession.h"

#include "exercises/answergrader.h"
#include "lesson/exercisewords.h"

#include <QCoreApplication>
#include <QStringList>
#include <QTranslator>

#include <iostream>
#include <string>
#include <unistd.h>
#include <utility>

using namespace nk::ui;

using nk::AnswerGrader;

namespace {

// Every line of a (possibly multi-line) text, indented under its prompt.
void writeIndented(std::ostream &out, const QString &text)
{
    for (const QString &line : text.split(QLatin1Char('\n')))
        out << "  " << line.toStdString() << '\n';
}

} // namespace

QuizSession::QuizSession(std::uint64_t sheet, std::vector<nk::Exercise> exercises, QString language)
    : m_sheet(sheet)
    , m_exercises(std::move(exercises))
    , m_language(std::move(language))
{
}

bool QuizSession::ask(std::istream &in, std::ostream &out, bool echo, const nk::Exercise &e,
                      int index, bool *ended)
{
    const ExerciseWords::Quantity q = ExerciseWords::quantity(index);
    const double key = ExerciseWords::key(e, q);
    const std::string prompt = ExerciseWords::prompt(q, e).toStdString();
    for (int tries = 0; tries < kTries;) {
        out << prompt << std::flush;
        std::string line;
        if (!std::getline(in, line)) {
            out << '\n';
            *ended = true;
            return false;
        }
        if (!line.empty() && line.back() == '\r')
            line.pop_back();
        if (echo)
            out << line << '\n';
        const AnswerGrader::Grade g = AnswerGrader::grade(line, key);
        if (g.verdict == AnswerGrader::Verdict::Empty)
            continue; // asked again, the try kept
        writeIndented(out, ExerciseWords::verdict(g, e, q, m_language));
        if (g.verdict == AnswerGrader::Verdict::Unreadable)
            continue;
        if (g.verdict == AnswerGrader::Verdict::Right)
            return true;
        if (++tries < kTries)
            writeIndented(out, ExerciseWords::tryAgain());
    }
    writeIndented(out, ExerciseWords::theKey(key, q, m_language));
    return false;
}

int QuizSession::run(std::istream &in, std::ostream &out, bool echo)
{
    const int count = int(m_exercises.size());
    const int total = count * ExerciseWords::kQuantityCount;
    out << ExerciseWords::askIntro(m_sheet, count).toStdString() << '\n'
        << ExerciseWords::tolerance().toStdString() << '\n';
    int right = 0;
    m_asked = 0;
    for (int i = 0; i < count; ++i) {
        const nk::Exercise &e = m_exercises[size_t(i)];
        out << '\n' << ExerciseWords::exerciseHeading(i, count, e).toStdString() << '\n';
        for (int f = 0; f < ExerciseWords::kQuantityCount; ++f) {
            bool ended = false;
            const bool ok = ask(in, out, echo, e, f, &ended);
            if (ended) {
                out << '\n'
                    << ExerciseWords::scoreSoFar(right, m_asked, total).toStdString() << '\n';
                return right;
            }
            ++m_asked;
            right += ok ? 1 : 0;
        }
    }
    out << '\n' << ExerciseWords::score(right, total).toStdString() << '\n';
    return right;
}

int QuizSession::runCommand(int argc, char **argv, const QuizCommand::Options &o)
{
    // QtCore only: the words' translations and the chapter titles are Qt resources.
    QCoreApplication app(argc, argv);
    QTranslator translator;
    if (o.language == "zh" && translator.load(QStringLiteral(":/i18n/normkitchen_zh.qm")))
        QCoreApplication::installTranslator(&translator);
    QuizSession session(o.sheet, nk::ExerciseSheet::generate(o.sheet, o.count),
                        QString::fromStdString(o.language));
    // A terminal echoes what is typed; piped answers are repeated after their prompts so that
    // the transcript reads as a dialogue.
    session.run(std::cin, std::cout, !::isatty(STDIN_FILENO));
    return 0;
}
