#include "handoutcommand.h"

#include "commandarguments.h"
#include "tracecommand.h"

#include "lesson/chaptercatalog.h"
#include "handout/handoutpdf.h"
#include "norm/layernormtrace.h"
#include "handout/revisionsheet.h"
#include "headlessrun.h"
#include "norm/rmsnormtrace.h"

#include <QApplication>
#include <QFont>
#include <QTranslator>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <iostream>
#include <system_error>

using namespace nk::ui;

namespace {

// Whether the file can be written, found by trying: access(2) answers yes to root for any
// folder, /proc's included. An existing file is opened for appending (it stays as it is); a new
// one is made and removed again.
bool canWrite(const std::filesystem::path &out)
{
    std::error_code error;
    const bool existed = std::filesystem::exists(out, error);
    std::FILE *file = std::fopen(out.c_str(), existed ? "ab" : "wbx");
    if (!file)
        return false;
    std::fclose(file);
    if (!existed)
        std::filesystem::remove(out, error);
    return true;
}

} // namespace

int HandoutCommand::run(int argc, char **argv, const std::vector<std::string> &args)
{
    const QList<int> catalog = ChapterCatalog::instance().ids();
    return CommandArguments::run("handout", [&] {
        const Options o = parse(args, std::vector<int>(catalog.begin(), catalog.end()));
        if (o.help) {
            std::cout << usage();
            return 0;
        }
        // Refused before the seconds of rendering: a file that could not be written anyway.
        const std::filesystem::path out(o.out);
        const std::filesystem::path folder =
            out.has_parent_path() ? out.parent_path() : std::filesystem::path(".");
        std::error_code fsError;
        if (std::filesystem::is_directory(out, fsError))
            throw CommandArguments::UsageError{"--out: '" + o.out + "' is a folder"};
        if (!std::filesystem::is_directory(folder, fsError))
            throw CommandArguments::UsageError{"--out: there is no folder '" + folder.string() +
                                               "'"};
        if (!canWrite(out))
            throw CommandArguments::UsageError{"--out: '" + o.out + "' cannot be written"};
        // No window: the charts and fonts need a QApplication, not a display.
        if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
            qputenv("QT_QPA_PLATFORM", "offscreen");
        HeadlessRun::prepare();
        QApplication app(argc, argv);
        QFont font(QStringLiteral("Noto Sans"));
        font.setFamilies({QStringLiteral("Noto Sans"), QStringLiteral("Noto Sans CJK SC"),
                          QStringLiteral("DejaVu Sans")});
        QApplication::setFont(font);
        QTranslator translator;
        if (o.language == "zh" && translator.load(QStringLiteral(":/i18n/normkitchen_zh.qm")))
            QCoreApplication::installTranslator(&translator);

        const QString path = QString::fromLocal8Bit(o.out.c_str());
        QString error;
        if (o.html) {
            RevisionSheet::Options r;
            r.layerNorm = std::make_shared<nk::NormTrace>(nk::traceLayerNorm(o.input, o.settings));
            r.rmsNorm = std::make_shared<nk::NormTrace>(nk::traceRmsNorm(o.input, o.settings));
            r.language = QString::fromStdString(o.language);
            for (int id : o.chapters)
                r.chapters << id;
            if (!RevisionSheet::write(path, r, &error)) {
                std::fprintf(stderr, "normkitchen handout: %s\n", qPrintable(error));
                return 1;
            }
            return 0;
        }
        HandoutPdf::Options h;
        h.layerNorm = std::make_shared<nk::NormTrace>(nk::traceLayerNorm(o.input, o.settings));
        h.rmsNorm = std::make_shared<nk::NormTrace>(nk::traceRmsNorm(o.input, o.settings));
        h.language = QString::fromStdString(o.language);
        h.exerciseSheet = o.exerciseSheet;
        h.audience = o.student ? HandoutPdf::Options::Audience::Student
                               : HandoutPdf::Options::Audience::Teacher;
        for (int id : o.chapters)
            h.chapters << id;
        if (!HandoutPdf::write(path, h, &error)) {
            std::fprintf(stderr, "normkitchen handout: %s\n", qPrintable(error));
            return 1;
        }
        return 0;
    });
}
