#include "handout/handoutpdf.h"

#include "handout/handoutexport.h"
#include "norm/numberformat.h"
#include "base/numbertext.h"
#include "numeric/precision.h"

#include <QEventLoop>

#include <cmath>

namespace nk::ui {

namespace {

QString storageNote(const QString &name, double typed, nk::Precision p)
{
    const double stored = nk::roundToPrecision(typed, p);
    // Only changes the typed digits show: 1e-8 stored in fp32 as 9.99999994e-9 still reads 1e-8.
    const int digits = nk::NumberFormat::shortestDigits(typed);
    if (std::isnan(typed) ||
        nk::NumberFormat::number(stored, digits) == nk::NumberFormat::number(typed, digits))
        return {};
    const QString prec = QString::fromStdString(nk::toString(p));
    const QString typedText =
        NumberText::number(typed, nk::NumberFormat::displayDigits(nk::Precision::Fp64));
    const nk::FormatInfo f = nk::formatInfo(p);
    if (std::isinf(stored))
        return HandoutPdf::tr("%1 = %2 is beyond %3's largest number (%4) and becomes %5.")
            .arg(name, typedText, prec, NumberText::number(f.largestFinite, 6),
                 NumberText::number(stored, 3));
    if (stored == 0.0)
        return HandoutPdf::tr("%1 = %2 is below half of %3's smallest number (%4) and becomes 0.")
            .arg(name, typedText, prec, NumberText::number(nk::spacingAt(0.0, p), 3));
    // Enough digits to tell the stored value from the typed one.
    const QString storedText = NumberText::number(stored, 10);
    return HandoutPdf::tr("%1 = %2 is stored in %3 as %4: %3 keeps %5 significant bits, so near "
                          "%2 its numbers are %6 apart and %4 is the nearest.")
        .arg(name, typedText, prec, storedText)
        .arg(f.significandBits)
        .arg(NumberText::number(nk::spacingAt(typed, p), 6));
}

} // namespace

QStringList HandoutPdf::storageNotes(const nk::NormTrace &trace)
{
    const nk::NormSettings &s = trace.settings;
    QStringList notes;
    auto add = [&notes](const QString &n) {
        if (!n.isEmpty())
            notes << n;
    };
    for (int i = 0; i < trace.d(); ++i)
        add(storageNote(QStringLiteral("x%1").arg(i + 1), trace.input[size_t(i)], s.precision));
    for (size_t i = 0; i < s.gamma.size(); ++i)
        add(storageNote(s.gamma.size() == 1 ? QStringLiteral("γ")
                                            : QStringLiteral("γ%1").arg(i + 1),
                        s.gamma[i], s.precision));
    for (size_t i = 0; i < s.beta.size(); ++i)
        add(storageNote(s.beta.size() == 1 ? QStringLiteral("β") : QStringLiteral("β%1").arg(i + 1),
                        s.beta[i], s.precision));
    // ε is added where the sums are computed.
    add(storageNote(QStringLiteral("ε"), s.eps, nk::NumberFormat::computePrecision(s)));
    return notes;
}

QString HandoutPdf::audienceName(Options::Audience audience)
{
    return audience == Options::Audience::Student ? tr("Student version") : tr("Teacher version");
}

bool HandoutPdf::write(const QString &path, const Options &o, QString *error)
{
    // The export's own pieces and worker, waited for here: the command line and the tests get
    // the same file the window's File ▸ Export handout writes.
    HandoutExport job;
    bool ok = false;
    QEventLoop loop;
    QObject::connect(&job, &HandoutExport::finished, &loop, [&](bool done) {
        ok = done;
        loop.quit();
    });
    if (job.start(path, o))
        loop.exec();
    if (!ok && error)
        *error = job.errorText();
    return ok;
}

} // namespace nk::ui
