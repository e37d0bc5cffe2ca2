#include "panels/chapterpanel.h"

#include "base/translatedtext.h"

#include <QCoreApplication>

#include "base/pagedscrollarea.h"

#include <QLabel>
#include <QVBoxLayout>

#include <algorithm>

namespace nk::ui {

ChapterPanel::ChapterPanel(LessonController *controller, QWidget *parent)
    : QWidget(parent)
    , m_controller(controller)
{
}

void ChapterPanel::setSceneTime(double) {}

void ChapterPanel::setLanguage(const QString &lang)
{
    m_language = lang;
}

void ChapterPanel::setZoom(qreal zoom)
{
    m_zoom = zoom;
}

void ChapterPanel::setPresenting(bool presenting)
{
    m_presenting = presenting;
}

void ChapterPanel::fitToPage(QWidget *piece, int pageHeight, int minimum) const
{
    const int page = std::max(1, pageHeight - 8); // a little room for the area's cut
    piece->setMinimumHeight(m_presenting ? std::min(minimum, page) : minimum);
    piece->setMaximumHeight(m_presenting ? page : QWIDGETSIZE_MAX);
}

QFont ChapterPanel::zoomedFont(Theme::FontRole role, bool bold) const
{
    return Theme::font(role, m_zoom, bold, font());
}

PagedScrollArea *ChapterPanel::addScrollArea()
{
    auto outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    auto scroll = new PagedScrollArea(this);
    // Not a Tab stop: arrows and PageUp/PageDown move the story, so a focused scroll area
    // could not scroll; Tab into a control inside scrolls it into view.
    scroll->setFocusPolicy(Qt::NoFocus);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidgetResizable(true);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setMinimumSize(1, 1);
    outer->addWidget(scroll);
    scroll->setWidget(new QWidget);
    return scroll;
}

QLabel *ChapterPanel::wrappedLabel()
{
    auto *l = new QLabel;
    l->setWordWrap(true);
    l->setTextFormat(Qt::RichText);
    l->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    l->setMinimumWidth(1);
    return l;
}

ChapterPanel::Question ChapterPanel::question(const char *context, const char *source,
                                              double answer, const QStringList &args)
{
    const auto filled = [&](QString text) {
        for (const QString &a : args)
            text = text.arg(a);
        return text;
    };
    Question q;
    q.prompt = filled(QCoreApplication::translate(context, source));
    for (const QString &lang : {QStringLiteral("en"), QStringLiteral("zh")})
        q.prompts.insert(lang, filled(TranslatedText::in(lang, context, source)));
    q.answer = answer;
    return q;
}

QList<ChapterPanel::Question> ChapterPanel::questions() const
{
    return {};
}

void ChapterPanel::setAnswersHidden(bool hidden)
{
    m_answersHidden = hidden;
}

QString ChapterPanel::pendingAction() const
{
    return {};
}

void ChapterPanel::performPendingAction() {}

} // namespace nk::ui
