#pragma once

#include "norm/trace.h"

#include <QHash>
#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <optional>

namespace nk::ui {

// The chapters' words in one language, from :/chapters/words_<lang>.json: each chapter's
// title, kitchen analogy and takeaways, and for each step of the catalog (found by its key) a
// title, a text and teacher notes. A step may have variants per variance algorithm
// ("one-pass", "welford") that replace its title, text or notes, so the words follow the
// walks the chosen algorithm really makes. {placeholders} are filled from the live traces
// (LessonPlaceholders), so no number in the narration is canned.
class Narration
{
public:
    static QStringList languages() { return {QStringLiteral("en"), QStringLiteral("zh")}; }
    static const Narration &forLanguage(const QString &lang); // cached per language
    // "zh" for any Chinese tag ("zh", "zh_CN"...), else "en": the app's two languages.
    static QString languageKey(const QString &lang);
    // Parses a words file (tests); on failure nothing, and *error says why.
    static std::optional<Narration> fromJson(const QByteArray &json, QString *error);

    bool isValid() const { return !m_chapters.isEmpty(); }
    bool hasChapter(int chapter) const;
    QString chapterTitle(int chapter) const;
    QString analogy(int chapter) const;

    // step: 0-based index into the catalog chapter's steps.
    QString stepTitle(int chapter, int step,
                      nk::VarianceAlgorithm variance = nk::VarianceAlgorithm::TwoPass) const;
    QString stepText(int chapter, int step, const nk::NormTrace &ln,
                     const nk::NormTrace &rms) const;
    // The step's text with every result shown as "?" (LessonPlaceholders::givens() stay):
    // predict mode before the reveal.
    QString stepTextCovered(int chapter, int step, const nk::NormTrace &ln,
                            const nk::NormTrace &rms) const;
    QString teacherNotes(int chapter, int step, const nk::NormTrace &ln,
                         const nk::NormTrace &rms) const;
    QStringList takeaways(int chapter, const nk::NormTrace &ln, const nk::NormTrace &rms) const;
    // A chapter's own field of a step, filled ("answer" of an interview question; "tempting"
    // and "truth" of a misconception); empty when the step has none.
    QString stepField(int chapter, int step, const QString &field, const nk::NormTrace &ln,
                      const nk::NormTrace &rms) const;
    // The fields besides title, text and notes that chapter panels read; tests check them too.
    static QStringList panelFields();

    // Unfilled words, for tests: field is "title", "text" or "notes".
    QString rawStep(int chapter, int step, const QString &field,
                    nk::VarianceAlgorithm variance = nk::VarianceAlgorithm::TwoPass) const;
    QStringList rawTakeaways(int chapter) const;
    // The variant names a step's words define besides the plain one.
    QStringList variantsOf(int chapter, int step) const;

    static QString variantName(nk::VarianceAlgorithm variance); // "two-pass", "one-pass", …
    static QString fill(QString text, const QHash<QString, QString> &values);

private:
    Narration() = default;
    QJsonObject chapterObject(int chapter) const;
    QJsonObject stepObject(int chapter, int step) const;

    QJsonObject m_chapters;
};

} // namespace nk::ui
