#pragma once

#include <QString>

namespace nk::ui {

// A tr() string in a language that need not be the window's: the class session words a
// question for phones in English and in Chinese whatever the teacher's window speaks. Reads the
// app's own catalogue (:/i18n/normkitchen_zh.qm) through a translator of its own, never
// installed, so the window is not retranslated. "en" is the source text; a string the catalogue
// lacks, too.
class TranslatedText
{
public:
    // context: the tr() context, "nk::ui::StepCard" (or a Q_DECLARE_TR_FUNCTIONS name).
    static QString in(const QString &language, const char *context, const char *source);
};

} // namespace nk::ui
