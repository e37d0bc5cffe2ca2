#pragma once

#include "chapterpanel.h"
#include "rmsidentity.h"

#include <QStringList>

class BarChart;
class FormulaLines;
class QLabel;

// Chapter 5's derivation ("derivation"): RMS² = σ² + μ² one line per step, each typeset with
// the current vector's numbers (nk::RmsIdentity), earlier lines kept above in a muted colour;
// beside it a stacked bar that puts σ² + μ² next to RMS².
class DerivationPanel : public ChapterPanel
{
    Q_OBJECT

public:
    static constexpr const char *kName = "derivation";
    static constexpr int kLines = 4;
    static constexpr int kDigits = 4; // enough to check by hand

    explicit DerivationPanel(LessonController *controller, QWidget *parent = nullptr);

    void showStep(int chapter, int step) override;
    void setLanguage(const QString &lang) override;
    void setZoom(qreal zoom) override;
    QList<Question> questions() const override;
    void setAnswersHidden(bool hidden) override;

    const nk::RmsIdentity &identity() const { return m_identity; }
    int currentLine() const { return m_current; }
    int visibleLines() const;
    QString symbolicTex(int line) const;
    QString liveTex(int line) const;
    // Line `line`'s formulas (symbolic and live), each whole or in rows as the width allows.
    FormulaLines *symbolicView(int line) const { return m_symbolic.value(line); }
    FormulaLines *liveView(int line) const { return m_live.value(line); }
    BarChart *chart() const { return m_chart; }

    // The TeX of line `line` for an identity (public for tests).
    static QString symbolicFor(int line);
    static QString liveFor(int line, const nk::RmsIdentity &r);

    // The panel takes the height Execute gives it (see LayerStackPanel).
    bool hasHeightForWidth() const override { return false; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void refresh();
    void retranslate();
    void applyFonts();

    nk::RmsIdentity m_identity;
    int m_current = 0;
    QList<QLabel *> m_captions;
    QList<FormulaLines *> m_symbolic;
    QList<FormulaLines *> m_live;
    BarChart *m_chart = nullptr;
};
