#pragma once

#include <QColor>
#include <QFont>
#include <QPageLayout>
#include <QPageSize>
#include <QPicture>
#include <QSizeF>
#include <QString>
#include <QStringList>
#include <QTextFormat>

namespace nk::ui {

// What the PDF handout's builder (HandoutBuilder) and its page painter (HandoutPages) share:
// the printed colours, the page, the font, and the drawings the HTML refers to by marker.
namespace HandoutStyle {

// The light theme's colours: handouts are printed on white.
inline const QColor kText(0x1B, 0x1F, 0x24);
inline const QColor kMuted(0x5A, 0x62, 0x6E);
inline const QColor kLayerNorm(0x00, 0x72, 0xB2);
inline const QColor kRmsNorm(0xD5, 0x8A, 0x00);
inline const QColor kWarning(0xC0, 0x44, 0x00);

// The text format of the inline drawings, and the property that holds a drawing's index.
constexpr int kObjectType = QTextFormat::UserObject + 41;
constexpr int kObjectIndex = QTextFormat::UserProperty + 41;

// What the HTML holds at a marker "@@N@@": a typeset formula or a chart, at its size in device
// units. The chart is recorded as a picture on the UI thread (it is a widget); both replay on
// the thread that paints the PDF.
struct Drawing
{
    QByteArray svg; // a formula's, currentColor replaced
    QPicture chart;
    bool isChart = false;
    QSizeF size;
};

inline QString esc(const QString &s)
{
    return s.toHtmlEscaped();
}

inline QString paragraphs(const QString &text)
{
    return esc(text).replace(QLatin1Char('\n'), QStringLiteral("<br>"));
}

inline QFont font(const QString &language)
{
    QFont font;
    font.setFamilies(
        language == QLatin1String("zh")
            ? QStringList{QStringLiteral("Noto Sans CJK SC"), QStringLiteral("Noto Sans")}
            : QStringList{QStringLiteral("Noto Sans"), QStringLiteral("Noto Sans CJK SC")});
    font.setPointSizeF(10.5);
    return font;
}

inline QPageLayout pageLayout()
{
    return QPageLayout(QPageSize(QPageSize::A4), QPageLayout::Portrait, QMarginsF(18, 16, 18, 20),
                       QPageLayout::Millimeter);
}

} // namespace HandoutStyle

} // namespace nk::ui
