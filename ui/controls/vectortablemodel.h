#pragma once

#include <QAbstractTableModel>

namespace nk::ui {

class LessonController;

// The input vector as a table for element-wise editing: i, xᵢ, and γᵢ / βᵢ while they are
// per-element. Edits go through the controller (undoable); the model follows inputChanged.
class VectorTableModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum class Column { Index, Value, Gamma, Beta };

    explicit VectorTableModel(LessonController *controller, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    // What a visible column shows (the γ/β columns come and go).
    Column columnKind(int column) const;
    // Tells views the header texts changed (language switch).
    void retranslate();

private:
    void sync();
    QList<Column> visibleColumns() const;

    LessonController *m_controller;
    QList<Column> m_columns;
    int m_rows = 0;
};

} // namespace nk::ui
