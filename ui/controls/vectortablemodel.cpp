#include "controls/vectortablemodel.h"

#include "io/traceformatter.h"
#include "io/vectorparser.h"
#include "lesson/lessoncontroller.h"
#include "formula/liveformula.h"
#include "base/theme.h"

#include <QBrush>

#include <cmath>

namespace nk::ui {

namespace {

QString exact(double v)
{
    return QString::fromStdString(nk::TraceFormatter::number(v));
}

// One number typed into a cell, read by the core parser so full-width digits work too.
bool readNumber(const QVariant &value, double *out)
{
    if (value.typeId() == QMetaType::Double || value.typeId() == QMetaType::Int) {
        *out = value.toDouble();
        return std::isfinite(*out);
    }
    const nk::ParseResult r = nk::VectorParser::parse(value.toString().toStdString(), 1);
    if (!r.ok() || r.values.size() != 1)
        return false;
    *out = r.values.front();
    return true;
}

} // namespace

VectorTableModel::VectorTableModel(LessonController *controller, QObject *parent)
    : QAbstractTableModel(parent)
    , m_controller(controller)
{
    m_columns = visibleColumns();
    m_rows = int(m_controller->input().size());
    connect(m_controller, &LessonController::inputChanged, this, &VectorTableModel::sync);
}

QList<VectorTableModel::Column> VectorTableModel::visibleColumns() const
{
    QList<Column> columns{Column::Index, Column::Value};
    const nk::NormSettings &s = m_controller->settings();
    if (s.gamma.size() > 1)
        columns << Column::Gamma;
    if (s.beta.size() > 1)
        columns << Column::Beta;
    return columns;
}

void VectorTableModel::sync()
{
    const QList<Column> columns = visibleColumns();
    const int rows = int(m_controller->input().size());
    if (columns != m_columns || rows != m_rows) {
        beginResetModel();
        m_columns = columns;
        m_rows = rows;
        endResetModel();
        return;
    }
    // Same shape: keep the view's selection and scroll position.
    if (m_rows > 0)
        emit dataChanged(index(0, 0), index(m_rows - 1, int(m_columns.size()) - 1));
}

int VectorTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_rows;
}

int VectorTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_columns.size());
}

VectorTableModel::Column VectorTableModel::columnKind(int column) const
{
    return m_columns.value(column, Column::Index);
}

QVariant VectorTableModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows)
        return {};
    const int i = index.row();
    const Column kind = columnKind(index.column());
    const nk::NormSettings &s = m_controller->settings();
    double v = 0.0;
    switch (kind) {
    case Column::Index:
        v = i + 1;
        break;
    case Column::Value:
        v = m_controller->input()[size_t(i)];
        break;
    case Column::Gamma:
        v = s.gammaAt(i);
        break;
    case Column::Beta:
        v = s.betaAt(i);
        break;
    }
    switch (role) {
    case Qt::DisplayRole:
    case Qt::EditRole:
        return kind == Column::Index ? QString::number(i + 1) : exact(v);
    case Qt::TextAlignmentRole:
        return int(Qt::AlignRight | Qt::AlignVCenter);
    case Qt::ForegroundRole:
        if (kind == Column::Value && v != 0.0)
            return QBrush(v > 0 ? Theme::positive() : Theme::negative());
        if (kind == Column::Index)
            return QBrush(Theme::mutedText());
        return {};
    case Qt::ToolTipRole:
        if (kind == Column::Value) {
            // What the kernels actually see after rounding to the storage precision.
            const auto ln = m_controller->layerNorm();
            if (ln && size_t(i) < ln->storedInput.size())
                return tr("x%1 = %2, stored in %3 as %4")
                    .arg(i + 1)
                    .arg(exact(v), QString::fromStdString(nk::toString(s.precision)),
                         LiveFormula::number(ln->storedInput[size_t(i)], s.precision));
        }
        return {};
    case Qt::AccessibleTextRole:
        switch (kind) {
        case Column::Index:
            return tr("Element %1").arg(i + 1);
        case Column::Value:
            return tr("x%1 = %2").arg(i + 1).arg(exact(v));
        case Column::Gamma:
            return tr("gamma %1 = %2").arg(i + 1).arg(exact(v));
        case Column::Beta:
            return tr("beta %1 = %2").arg(i + 1).arg(exact(v));
        }
        return {};
    default:
        return {};
    }
}

bool VectorTableModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (!index.isValid() || role != Qt::EditRole || index.row() >= m_rows)
        return false;
    double v = 0.0;
    if (!readNumber(value, &v))
        return false;
    const int i = index.row();
    switch (columnKind(index.column())) {
    case Column::Index:
        return false;
    case Column::Value:
        m_controller->setElement(i, v);
        return true;
    case Column::Gamma: {
        nk::NormSettings s = m_controller->settings();
        s.gamma[size_t(i)] = v;
        m_controller->setSettings(s);
        return true;
    }
    case Column::Beta: {
        nk::NormSettings s = m_controller->settings();
        s.beta[size_t(i)] = v;
        m_controller->setSettings(s);
        return true;
    }
    }
    return false;
}

Qt::ItemFlags VectorTableModel::flags(const QModelIndex &index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    Qt::ItemFlags f = Qt::ItemIsEnabled | Qt::ItemIsSelectable;
    if (columnKind(index.column()) != Column::Index)
        f |= Qt::ItemIsEditable;
    return f;
}

QVariant VectorTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return {};
    if (role == Qt::DisplayRole) {
        switch (columnKind(section)) {
        case Column::Index:
            return tr("i");
        case Column::Value:
            return tr("xᵢ");
        case Column::Gamma:
            return tr("γᵢ");
        case Column::Beta:
            return tr("βᵢ");
        }
    }
    if (role == Qt::ToolTipRole || role == Qt::AccessibleTextRole) {
        switch (columnKind(section)) {
        case Column::Index:
            return tr("Element number");
        case Column::Value:
            return tr("Input value");
        case Column::Gamma:
            return tr("Scale γ for this element");
        case Column::Beta:
            return tr("Shift β for this element (LayerNorm only)");
        }
    }
    return {};
}

void VectorTableModel::retranslate()
{
    if (!m_columns.isEmpty())
        emit headerDataChanged(Qt::Horizontal, 0, int(m_columns.size()) - 1);
    if (m_rows > 0)
        emit dataChanged(index(0, 0), index(m_rows - 1, int(m_columns.size()) - 1));
}

} // namespace nk::ui
