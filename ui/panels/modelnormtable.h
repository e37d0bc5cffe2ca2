#pragma once

#include <QList>
#include <QString>

namespace nk::ui {

// Chapter 8's table as data: which norm each model uses, where it sits, and the source that
// shows it (a paper, or the field of the published configuration or modeling code), read from
// resources/models/norms.json. No row without a source.
class ModelNormTable
{
public:
    struct Row
    {
        QString name;
        QString norm;      // "rmsnorm", "rms-style", "layernorm", "layernorm-no-bias"
        QString placement; // "pre-norm", "post-norm", "pre-norm, parallel"; empty: not stated
        QString source;    // the paper or file, as a title
        QString url;
        QString evidence; // what in the source shows it
        bool isRmsFamily() const { return norm.startsWith(QLatin1String("rms")); }
    };

    static constexpr const char *kResource = ":/models/norms.json";

    // The rows of a JSON document; empty and *error set when it is malformed or a row lacks a
    // name, a known norm, a source, a URL or evidence.
    static QList<Row> fromJson(const QByteArray &json, QString *error = nullptr);
    // The app's table (kResource), read once.
    static const QList<Row> &rows();
    static QStringList knownNorms();
    static QStringList knownPlacements();
};

} // namespace nk::ui
