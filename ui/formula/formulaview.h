#pragma once

#include <QByteArray>
#include <QSizeF>
#include <QString>
#include <QWidget>

namespace nk::ui {

// Shows one typeset formula.
//
// The SVG from FormulaRenderer is drawn as vectors (crisp at any zoom) in the widget's text
// colour (palette foreground role) and sized from the widget font's x-height, as MathJax does
// in a browser, times scale(). Until the SVG is ready, or if the TeX fails to typeset, the
// widget shows TexPlainText's readable Unicode form instead (never raw TeX); that form is also
// the accessible name. The formula is left-aligned and vertically centred, and scaled down to
// fit when the widget is smaller than the formula.
class FormulaView : public QWidget
{
    Q_OBJECT

public:
    explicit FormulaView(QWidget *parent = nullptr);
    explicit FormulaView(const QString &tex, QWidget *parent = nullptr);
    ~FormulaView() override;

    QString tex() const { return m_tex; }
    void setTex(const QString &tex);

    // Zoom factor on top of the font size (1 = the formula's ex matches the font's x-height).
    qreal scale() const { return m_scale; }
    void setScale(qreal scale);

    // The fallback / accessible text.
    QString plainText() const { return m_plainText; }
    // The typeset SVG is available (false while waiting and for TeX that failed).
    bool isTypeset() const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void handleTypeset(const QString &tex);
    // Unscaled-by-fitting size of what is shown (SVG or plain text), in pixels.
    QSizeF naturalSize() const;
    QSizeF svgSize(const QByteArray &svg) const;
    QColor textColor() const;

    QString m_tex;
    QString m_plainText;
    qreal m_scale = 1.0;
    // The last SVG's size in ex, read from its root element: the layouts ask for the size
    // dozens of times a step change, and reading it takes three regular expressions.
    mutable QByteArray m_metricsSvg;
    mutable double m_widthEx = 0.0, m_heightEx = 0.0;
};

} // namespace nk::ui
