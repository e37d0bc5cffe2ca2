#include "narration.h"

#include "liveformula.h"
#include "monitornumbers.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QMap>
#include <QRegularExpression>

#include <memory>

using nk::StepId;

Narration::Narration(const QString &lang)
{
    QFile f(QStringLiteral(":/narration/narration_%1.json").arg(lang));
    if (f.open(QIODevice::ReadOnly))
        m_root = QJsonDocument::fromJson(f.readAll()).object();
}

QString Narration::languageKey(const QString &lang)
{
    return lang.startsWith(QLatin1String("zh")) ? QStringLiteral("zh") : QStringLiteral("en");
}

const Narration &Narration::forLanguage(const QString &lang)
{
    static QMap<QString, std::shared_ptr<Narration>> cache;
    const QString key = languageKey(lang);
    auto it = cache.find(key);
    if (it == cache.end())
        it = cache.insert(key, std::shared_ptr<Narration>(new Narration(key)));
    return *it.value();
}

QJsonObject Narration::chapterObject(int chapter) const
{
    return m_root.value(QStringLiteral("chapters"))
        .toObject()
        .value(QString::number(chapter))
        .toObject();
}

QList<int> Narration::chapters() const
{
    QList<int> list;
    const QJsonObject c = m_root.value(QStringLiteral("chapters")).toObject();
    for (auto it = c.begin(); it != c.end(); ++it)
        list << it.key().toInt();
    std::sort(list.begin(), list.end());
    return list;
}

QString Narration::chapterTitle(int chapter) const
{
    return chapterObject(chapter).value(QStringLiteral("title")).toString();
}

QString Narration::analogy(int chapter) const
{
    return chapterObject(chapter).value(QStringLiteral("kitchen")).toString();
}

int Narration::stepCount(int chapter) const
{
    return chapterObject(chapter).value(QStringLiteral("steps")).toArray().size();
}

QString Narration::stepTitle(int chapter, int step) const
{
    return chapterObject(chapter)
        .value(QStringLiteral("steps"))
        .toArray()
        .at(step)
        .toObject()
        .value(QStringLiteral("title"))
        .toString();
}

QString Narration::rawStepText(int chapter, int step) const
{
    return chapterObject(chapter)
        .value(QStringLiteral("steps"))
        .toArray()
        .at(step)
        .toObject()
        .value(QStringLiteral("text"))
        .toString();
}

QString Narration::stepText(int chapter, int step, const nk::NormTrace &ln,
                            const nk::NormTrace &rms) const
{
    return fill(rawStepText(chapter, step), placeholderValues(ln, rms));
}

QStringList Narration::takeaways(int chapter, const nk::NormTrace &ln,
                                 const nk::NormTrace &rms) const
{
    const auto values = placeholderValues(ln, rms);
    QStringList out;
    for (const QJsonValue &v : chapterObject(chapter).value(QStringLiteral("takeaways")).toArray())
        out << fill(v.toString(), values);
    return out;
}

QString Narration::fill(QString text, const QHash<QString, QString> &values)
{
    static const QRegularExpression re(QStringLiteral("\\{([a-z0-9_]+)\\}"));
    QString out;
    qsizetype last = 0;
    auto it = re.globalMatch(text);
    while (it.hasNext()) {
        const auto m = it.next();
        out += text.mid(last, m.capturedStart() - last);
        out += values.value(m.captured(1), m.captured(0));
        last = m.capturedEnd();
    }
    out += text.mid(last);
    return out;
}

QHash<QString, QString> Narration::placeholderValues(const nk::NormTrace &ln,
                                                     const nk::NormTrace &rms)
{
    const nk::Precision p = ln.settings.precision;
    auto num = [p](double v) { return LiveFormula::number(v, p); };
    auto list = [p](const std::vector<double> &v) { return LiveFormula::list(v, p); };
    QHash<QString, QString> h;
    const nk::TraceStep *mean = ln.step(StepId::Mean);
    const nk::TraceStep *var = ln.step(StepId::Variance);
    const nk::TraceStep *norm = ln.step(StepId::Normalize);
    const nk::TraceStep *sq = rms.step(StepId::Square);
    const nk::TraceStep *ms = rms.step(StepId::MeanSquare);
    const nk::TraceStep *r = rms.step(StepId::Rms);
    h[QStringLiteral("d")] = QString::number(ln.d());
    h[QStringLiteral("precision")] = QString::fromStdString(nk::toString(p));
    h[QStringLiteral("x")] = list(ln.storedInput);
    h[QStringLiteral("x1")] = num(ln.storedInput.front());
    h[QStringLiteral("mu")] = num(mean->scalar);
    h[QStringLiteral("sum")] = num(mean->namedValue("sum", mean->scalar * ln.d()));
    h[QStringLiteral("var")] = num(var->scalar);
    h[QStringLiteral("sigma")] = num(norm->scalar);
    h[QStringLiteral("eps")] = QString::number(ln.settings.eps, 'g', 6);
    h[QStringLiteral("eps_stored")] = num(norm->namedValue("eps"));
    h[QStringLiteral("xhat")] = list(ln.normalized);
    h[QStringLiteral("x1_dev")] =
        var->values.empty() ? num(ln.storedInput.front() - mean->scalar) : num(var->values.front());
    h[QStringLiteral("x1_hat")] = num(ln.normalized.front());
    h[QStringLiteral("ln_out")] = list(ln.output());
    h[QStringLiteral("x1_ln_out")] = num(ln.output().front());
    h[QStringLiteral("gamma")] = ln.settings.gamma.size() == 1
                                     ? QString::number(ln.settings.gamma[0], 'g', 6)
                                     : list(ln.settings.gamma);
    h[QStringLiteral("beta")] = ln.settings.beta.size() == 1
                                    ? QString::number(ln.settings.beta[0], 'g', 6)
                                    : list(ln.settings.beta);
    h[QStringLiteral("squares")] = list(sq->values);
    h[QStringLiteral("x1_sq")] = num(sq->values.front());
    h[QStringLiteral("sum_sq")] = num(sq->namedValue("sum_squares"));
    h[QStringLiteral("ms")] = num(ms->scalar);
    h[QStringLiteral("rms")] = num(r->scalar);
    h[QStringLiteral("rms_unit")] = list(rms.normalized);
    h[QStringLiteral("rms_out")] = list(rms.output());
    h[QStringLiteral("x1_rms_out")] = num(rms.output().front());
    h[QStringLiteral("ln_ops")] = QString::number(ln.ops.total());
    h[QStringLiteral("rms_ops")] = QString::number(rms.ops.total());
    h[QStringLiteral("ops_saved")] = QString::number(ln.ops.total() - rms.ops.total());
    h[QStringLiteral("ops_ratio")] =
        QString::number(nk::MonitorNumbers::operationRatio(ln, rms), 'f', 2);
    h[QStringLiteral("ln_passes")] = QString::number(ln.passes);
    h[QStringLiteral("rms_passes")] = QString::number(rms.passes);
    h[QStringLiteral("ln_err")] = QString::number(ln.maxAbsError, 'g', 3);
    h[QStringLiteral("rms_err")] = QString::number(rms.maxAbsError, 'g', 3);
    h[QStringLiteral("mu_sq")] = num(nk::MonitorNumbers::stability(ln, rms).meanSquared);
    return h;
}
