// An ORM-like object graph as a Thrift user stores one: Thrift has no references, so the graph is normalized
// into lists whose positions are the ids (serbench.data.graph.GraphRows), and each reference is such an id. A
// department's employees are the employees whose department it is; the top of the hierarchy has no manager.
namespace java serbench.gen.thrift.graph

struct Project {
  1: required string code;
  2: required string name;
  3: required i64 budgetCents;
}

struct Department {
  1: required string code;
  2: required string name;
  // an employee id
  3: required i32 head;
}

struct Employee {
  1: required i32 id;
  2: required string name;
  3: required string email;
  4: required i64 salaryCents;
  // a department id, an employee id, project ids
  5: required i32 department;
  6: optional i32 manager;
  7: required list<i32> projects;
}

struct Company {
  1: required string name;
  2: required list<Project> projects;
  3: required list<Department> departments;
  4: required list<Employee> employees;
}
