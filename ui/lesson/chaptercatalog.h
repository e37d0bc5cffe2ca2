#pragma once

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>
#include <QVariantMap>
#include <QVector>

#include <optional>

namespace nk::ui {

// The chapters as data: which chapters exist, in which order, which kitchen scene each uses
// and its steps (their keys, the scene beat each plays and the panels each shows). Loaded
// from :/chapters/catalog.json; the words live per language in Narration. Nothing else in the
// app lists chapters.
class ChapterCatalog
{
public:
    struct Step
    {
        QString key;  // names the step in the words files: "mean", "gaps", …
        QString beat; // what the scene plays: for norm-steps a row of trace.h ("mean")
        // What Execute shows: "kitchen", "cards", "chart", or a chapter panel's name (at most
        // one; it takes the cards' place).
        QStringList panels;
        bool shows(const QString &panel) const { return panels.contains(panel); }
    };

    struct Chapter
    {
        int id = 0;
        QString scene;            // a SceneRegistry name: "norm-steps", "cost", …
        QVariantMap sceneOptions; // passed to the scene as given, e.g. {"stations": "layernorm"}
        // The chefs whose step values predict mode asks for ("predicts": ["rmsnorm"]); both when
        // the catalog does not say. A chapter about one chef asks that chef's questions.
        bool predictsLayerNorm = true;
        bool predictsRmsNorm = true;
        QVector<Step> steps;
        int stepCount() const { return int(steps.size()); }
    };

    // The app's catalog (the resource); an empty catalog if the resource is broken, which the
    // catalog test rules out.
    static const ChapterCatalog &instance();
    // Parses a catalog; on failure returns nothing and says what is wrong in *error.
    static std::optional<ChapterCatalog> fromJson(const QByteArray &json, QString *error);

    static QStringList builtInPanels(); // kitchen, cards, chart
    static QStringList knownPanels();   // the built-in ones and ChapterPanelRegistry's names

    QList<int> ids() const;               // in teaching order
    const Chapter *chapter(int id) const; // nullptr when there is no such chapter
    bool contains(int id) const { return chapter(id) != nullptr; }
    int firstId() const { return m_chapters.isEmpty() ? 0 : m_chapters.front().id; }
    // The chapter a new lesson opens on ("defaultChapter", else the first).
    int defaultId() const { return contains(m_defaultId) ? m_defaultId : firstId(); }
    // The chapter after / before id in teaching order, or 0 at either end.
    int nextId(int id) const;
    int previousId(int id) const;
    // The 0-based index of chapter id's step with this key, or −1.
    int stepIndex(int id, const QString &key) const;

private:
    QVector<Chapter> m_chapters;
    int m_defaultId = 0;
};

} // namespace nk::ui
