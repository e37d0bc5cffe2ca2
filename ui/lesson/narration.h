#pragma once

#include "trace.h"

#include <QHash>
#include <QJsonObject>
#include <QString>
#include <QStringList>

// The chapters' words, loaded from resources/narration/narration_<lang>.json, with
// {placeholders} filled from the live traces, so no number in the narration is canned.
// Placeholders: see placeholderValues().
class Narration
{
public:
    static QStringList languages() { return {QStringLiteral("en"), QStringLiteral("zh")}; }
    static const Narration &forLanguage(const QString &lang); // cached per language
    // "zh" for any Chinese tag ("zh", "zh_CN"...), else "en": the app's two languages.
    static QString languageKey(const QString &lang);

    bool isValid() const { return !m_root.isEmpty(); }
    QList<int> chapters() const;
    QString chapterTitle(int chapter) const;
    QString analogy(int chapter) const;
    int stepCount(int chapter) const;
    QString stepTitle(int chapter, int step) const;
    QString stepText(int chapter, int step, const nk::NormTrace &ln, const nk::NormTrace &rms) const;
    QStringList takeaways(int chapter, const nk::NormTrace &ln, const nk::NormTrace &rms) const;
    QString rawStepText(int chapter, int step) const; // unfilled, for tests

    static QHash<QString, QString> placeholderValues(const nk::NormTrace &ln, const nk::NormTrace &rms);
    static QString fill(QString text, const QHash<QString, QString> &values);

private:
    explicit Narration(const QString &lang);
    QJsonObject chapterObject(int chapter) const;

    QJsonObject m_root;
};
