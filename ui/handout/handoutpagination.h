#pragma once

#include <QString>
#include <QStringList>

class QTextDocument;

namespace nk::ui {

// Page breaks a printed page needs and QTextDocument's layout does not make: it breaks a page
// wherever a line or a table row ends. Here a table shorter than a page (a formula card, the
// comparison) moves whole to the next page instead of being split; a paragraph does not leave
// one line alone at the foot or the head of a page (short ones move whole); a heading never
// ends a page without what it heads. A table longer than a page repeats its header rows.
class HandoutPagination
{
public:
    // Inserts the breaks, one at a time from the top (each moves everything after it), until
    // none is wanted. Returns how many it inserted. doc must have a page size.
    static int keepTogether(QTextDocument &doc);
    // What is still split, one line each ("table at page 4–5", "orphan line on page 7", …),
    // in document order; empty when every page is whole.
    static QStringList splits(const QTextDocument &doc);
};

} // namespace nk::ui
