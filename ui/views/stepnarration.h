#pragma once

#include "base/pagedscrollarea.h"

#include <QList>

class QLabel;

namespace nk::ui {

class LessonController;
class PredictionStrip;

// Execute's words for the step: the chapter's title, the step's title and text (its values
// covered while a guess is out), the chapter's analogy, and predict mode's strip for a chapter
// panel's questions above them. Long words page (Next shows the rest first) rather than overlap
// or stop mid-line.
class StepNarration : public PagedScrollArea
{
    Q_OBJECT

public:
    explicit StepNarration(LessonController *controller, QWidget *parent = nullptr);

    PredictionStrip *strip() const { return m_strip; }
    void setLanguage(const QString &lang) { m_language = lang; }
    // The chapter's title and analogy, and every text's font at zoom from base.
    void retranslate(const QFont &base, qreal zoom);
    // Kitchen-first: only the step's title and text.
    void setKitchenFirst(bool on);
    // The current step's title ("2. Mean").
    void showStep();
    // The current step's text, its values covered while a guess is out.
    void narrate();
    QString stepTitle() const;
    // The step's values covered (a guess is out) or shown.
    void setCovered(bool covered);
    QString text() const;
    // Chapter title, analogy, step title, step text.
    QList<QLabel *> labels() const;

private:
    LessonController *m_controller;
    QString m_language = QStringLiteral("en");
    PredictionStrip *m_strip;
    QLabel *m_chapterTitle;
    QLabel *m_analogy;
    QLabel *m_stepTitle;
    QLabel *m_stepText;
    bool m_covered = false;
};

} // namespace nk::ui
