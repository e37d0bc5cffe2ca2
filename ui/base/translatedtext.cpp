#include "base/translatedtext.h"

#include <QTranslator>

namespace nk::ui {

QString TranslatedText::in(const QString &language, const char *context, const char *source)
{
    if (language == QLatin1String("zh")) {
        // Loaded once, on the first question worded in Chinese; read-only after.
        static QTranslator *zh = [] {
            auto *t = new QTranslator;
            if (!t->load(QStringLiteral(":/i18n/normkitchen_zh.qm"))) {
                delete t;
                return static_cast<QTranslator *>(nullptr);
            }
            return t;
        }();
        if (zh) {
            const QString text = zh->translate(context, source);
            if (!text.isEmpty())
                return text;
        }
    }
    return QString::fromUtf8(source);
}

} // namespace nk::ui
