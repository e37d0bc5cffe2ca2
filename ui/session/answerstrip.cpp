#include "session/answerstrip.h"

#include "session/revealplot.h"
#include "session/sessionserver.h"
#include "base/theme.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace nk::ui {

AnswerStrip::AnswerStrip(SessionServer *server, QWidget *parent)
    : QWidget(parent)
    , m_server(server)
    , m_prompt(new QLabel(this))
    , m_count(new QLabel(this))
    , m_plot(new RevealPlot(this))
    , m_dismiss(new QToolButton(this))
{
    setAttribute(Qt::WA_StyledBackground, false);
    // The prompt is the lesson's words; kept as text all the same.
    m_prompt->setTextFormat(Qt::PlainText);
    m_prompt->setWordWrap(true);
    m_count->setTextFormat(Qt::PlainText);
    m_dismiss->setText(QStringLiteral("×"));
    m_dismiss->setAutoRaise(true);
    m_dismiss->setFocusPolicy(Qt::NoFocus); // Space and Enter stay the lesson's
    connect(m_dismiss, &QToolButton::clicked, this, &QWidget::hide);

    auto *layout = new QVBoxLayout(this);
    auto *top = new QHBoxLayout;
    top->addWidget(m_prompt, 1);
    top->addWidget(m_count, 0, Qt::AlignTop);
    top->addWidget(m_dismiss, 0, Qt::AlignTop);
    layout->addLayout(top);
    layout->addWidget(m_plot, 1);
    m_plot->hide();

    hide();
    parent->installEventFilter(this);
    connect(m_server, &SessionServer::questionChanged, this, &AnswerStrip::onQuestionChanged);
    connect(m_server, &SessionServer::revealed, this, &AnswerStrip::onRevealed);
    connect(m_server, &SessionServer::answersChanged, this, &AnswerStrip::onAnswers);
    connect(m_server, &SessionServer::runningChanged, this, [this](bool running) {
        if (!running) {
            m_shownId.clear();
            hide();
        }
    });
}

QString AnswerStrip::countText() const
{
    return tr("%1 of %2 answered").arg(m_answered).arg(m_joined);
}

QString AnswerStrip::promptText() const
{
    return m_prompt->text();
}

bool AnswerStrip::isRevealShown() const
{
    return !m_plot->isHidden();
}

void AnswerStrip::onQuestionChanged()
{
    const QString id = m_server->questionId();
    if (id.isEmpty()) {
        hide();
        return;
    }
    const nk::Classroom::Question *q = m_server->classroom().question(id.toStdString());
    if (!q)
        return;
    m_answered = m_server->answeredCount();
    m_joined = m_server->joinedCount();
    // A new question shows the strip again, even after the teacher dismissed the last one.
    if (id != m_shownId) {
        m_shownId = id;
        m_plot->hide();
        show();
        raise();
    }
    m_prompt->setText(QString::fromStdString(q->prompt));
    refreshWords();
    place();
}

void AnswerStrip::onRevealed(const QString &questionId)
{
    const nk::Classroom::Question *q = m_server->classroom().question(questionId.toStdString());
    if (!q)
        return;
    m_shownId = questionId;
    m_prompt->setText(QString::fromStdString(q->prompt));
    m_plot->setTally(m_server->tally(questionId), q->truth);
    m_plot->show();
    refreshWords();
    place();
    show();
    raise();
}

void AnswerStrip::onAnswers(int answered, int joined)
{
    m_answered = answered;
    m_joined = joined;
    refreshWords();
}

void AnswerStrip::refreshWords()
{
    m_count->setText(countText());
    // At least 24 px on a 1080 px projector, the count larger than the prompt.
    const int h = parentWidget() ? parentWidget()->height() : 1080;
    const int body = std::max(18, h * 30 / 1080);
    QFont f = font();
    f.setPixelSize(body);
    m_prompt->setFont(f);
    m_plot->setFont(f);
    f.setPixelSize(body * 3 / 2);
    f.setBold(true);
    m_count->setFont(f);
    QFont x = font();
    x.setPixelSize(body * 3 / 2);
    m_dismiss->setFont(x);
    m_dismiss->setToolTip(tr("Hide (the next question shows it again)"));
    Theme::setTextColour(m_prompt, Theme::text());
    Theme::setTextColour(m_count, Theme::rmsNorm());
    const int m = body / 2;
    layout()->setContentsMargins(m * 2, m, m, m * 2);
}

void AnswerStrip::place()
{
    QWidget *host = parentWidget();
    if (!host)
        return;
    // Along the bottom of the lesson: a band while answers come in, about half the height for
    // the plot.
    const int w = host->width();
    const int h = host->height();
    const int margin = std::max(8, h / 60);
    const int height = m_plot->isHidden() ? std::max(h / 6, sizeHint().height()) : h * 11 / 20;
    setGeometry(margin, h - height - margin, w - 2 * margin, height);
}

bool AnswerStrip::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == parentWidget() && event->type() == QEvent::Resize) {
        refreshWords();
        place();
    }
    return QWidget::eventFilter(watched, event);
}

void AnswerStrip::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        refreshWords();
    QWidget::changeEvent(event);
}

void AnswerStrip::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(QPen(Theme::grid(), Theme::stroke(1.0)));
    p.setBrush(Theme::surface());
    const qreal r = Theme::stroke(8.0);
    p.drawRoundedRect(QRectF(rect()).adjusted(0.5, 0.5, -0.5, -0.5), r, r);
}

} // namespace nk::ui
